import { changeStampFields, defineEntity } from '../../grid/entity.js';
import { plainMasterCalls } from '../../grid/master-grid.js';
import { adminMasterMessages } from './messages.js';

const code = (label: string, max: number) => ({ kind: 'text', label, max, upper: true }) as const;

/**
 * The FTP commands a process runs, in sequence, per customer group and EDI type (spec 3 sections
 * 3 and 5); the customer group and plant are the plant's (the service checks). Commands and their parameter keep their case (paths and FTP verbs are case-sensitive
 * on the far side); codes are upper-cased. Spec 3 section 6: the FTP master always allows update.
 */
export const FtpCommand = defineEntity({
  name: 'FTPCommandMaster',
  title: 'FTP Command Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    custGroup: { ...code('Customer Group', 20), lookup: { table: 'customerGroups' } },
    ediType: code('EDI Type', 20),
    processTP: { kind: 'text', label: 'Process TP', max: 100 },
    ftpCommand: { kind: 'text', label: 'FTP Command', max: 200 },
    cmdSequence: { kind: 'int', label: 'Command Sequence', required: true },
    parameter_c: { kind: 'text', label: 'Parameter', max: 100 },
    mfG_PLANT: { ...code('Mfg Plant', 12), lookup: { table: 'plants' } },
    identifier: code('Identifier', 50),
    // Anyone who reads may change a command (alwaysUpdatable): each row says who did, and when.
    ...changeStampFields,
  },
  unique: [],
  alwaysUpdatable: true,
  defaultSort: [{ selector: 'custGroup' }, { selector: 'ediType' }, { selector: 'cmdSequence' }],
  checks: (row) =>
    row.cmdSequence != null && (row.cmdSequence < 0 || row.cmdSequence > 99)
      ? [{ field: 'cmdSequence', message: adminMasterMessages.cmdSequenceRange }]
      : [],
});

export const FTPCommandMaster = plainMasterCalls('configuration', 'ConfigurationMasters', FtpCommand);
