import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { changeStamp, ciText } from '../columns.js';

/** FTP Command Master: the commands a transfer process runs, in sequence. */
export const ftpCommands = sqliteTable(
  'ftp_command',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    custGroup: ciText('cust_group'),
    ediType: ciText('edi_type'),
    processTP: text('process_tp'),
    ftpCommand: text('ftp_command'),
    cmdSequence: integer('cmd_sequence').notNull(),
    parameter_c: text('parameter_c'),
    mfG_PLANT: ciText('mfg_plant'),
    identifier: ciText('identifier'),
    ...changeStamp,
  },
  (t) => [index('ftp_command_process').on(t.custGroup, t.ediType, t.cmdSequence)],
);
