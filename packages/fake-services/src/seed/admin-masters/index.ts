import type { PlantDb } from '../../db/plant.js';
import {
  accountCalendar,
  customerGroups,
  emailParameters,
  ftpCommands,
  linkServerDetails,
  linkServers,
} from '../../db/schema/admin-masters/index.js';
import type { DomainSeed } from '../domains.js';
import { serverPlants } from '../plants.js';

/** Who the primary plant mails its shipping notices and failures to. */
function emailParameterRows(plantId: string, identifier: string) {
  const domain = 'sews-mx.example.com';
  return [
    ['ASN NOTICE', 'FORD', `${plantId}-FG`, `shipping.${plantId.toLowerCase()}@${domain}`, `traffic@${domain}`],
    ['ASN NOTICE', 'GM', `${plantId}-FG`, `shipping.${plantId.toLowerCase()}@${domain}`, null],
    ['PLAN UPLOAD FAILED', null, null, `planning@${domain}; it.support@${domain}`, null],
    ['LABEL PRINTER DOWN', null, null, `maintenance@${domain}`, `supervisors@${domain}`],
  ].map(([emailDesc, custGroup, whseCode, mailTo, ccTo]) => ({
    emailDesc: emailDesc as string,
    custGroup,
    plantId,
    whseCode,
    mailTo: mailTo as string,
    ccTo,
    identifier,
  }));
}

/** The upload of each customer group's ASN by FTP, command by command. */
function ftpCommandRows(plantId: string, identifier: string) {
  const steps = [
    ['open', 'ftp.customs.example.com'],
    ['user', 'ASNUSER'],
    ['cd', '/inbound/asn'],
    ['put', 'ASN_{asnNumber}.x12'],
    ['bye', null],
  ] as const;
  return ['FORD', 'GM'].flatMap((custGroup) =>
    steps.map(([ftpCommand, parameter_c], i) => ({
      custGroup,
      ediType: '856',
      processTP: `ASN_UPLOAD_${custGroup}`,
      ftpCommand,
      cmdSequence: (i + 1) * 10,
      parameter_c,
      mfG_PLANT: plantId,
      identifier,
    })),
  );
}

const customerGroupRows = [
  ...['FORD', 'GM', 'STELLANTIS', 'NISSAN', 'TOYOTA'].map((cust_Group) => ({ cust_Group, option: 'Standard' })),
  ...['FORD', 'GM', 'SERVICE PARTS'].map((cust_Group) => ({ cust_Group, option: 'Inventory' })),
];

/** The months of last year (read-only now) and of this year, each from its first to its last day. */
function calendarRows(now: Date) {
  const year = now.getFullYear();
  return [year - 1, year].flatMap((y) =>
    Array.from({ length: 12 }, (_, i) => {
      const month = `${y}-${String(i + 1).padStart(2, '0')}`;
      return {
        yearMonth: month,
        startDate: `${month}-01`,
        endDate: `${month}-${new Date(Date.UTC(y, i + 1, 0)).getUTCDate()}`,
      };
    }),
  );
}

/** The plant's links to the MES and the customs broker, and the procedures each runs. */
function linkServerRows(plantId: string, identifier: string) {
  return [
    {
      linkName: `MES_${plantId}`,
      serverName: `${plantId}-SQL01`,
      databaseName: 'MES_PROD',
      userId: 'FGSS_LINK',
      password: 'Mes#2026link',
      plantId,
      processInfo: 'PRODUCTION FEED',
      dbObjectName: 'DBO.HARNESS_OUTPUT',
      identifier,
    },
    {
      linkName: 'CUSTOMS_BROKER',
      serverName: 'BROKER-SQL',
      databaseName: 'PEDIMENTOS',
      userId: 'FGSS_ASN',
      password: 'Brk!asn-77',
      plantId,
      processInfo: 'ASN EXPORT',
      remarks: 'PEDIMENTO NUMBERS FOR ASN',
      identifier,
    },
  ];
}

function linkServerDetailRows(plantId: string, now: Date) {
  const day = (d: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - d).toISOString().slice(0, 10);
  return [
    ['MES_', 'SP_IMPORT_HARNESS_OUTPUT', 'OK', 0],
    ['MES_', 'SP_IMPORT_LINE_PLAN', 'OK', 1],
    ['CUSTOMS_BROKER', 'SP_EXPORT_ASN', 'OK', 0],
    ['CUSTOMS_BROKER', 'SP_IMPORT_PEDIMENTO', 'FAILED', 2],
  ].map(([link, procedureName, executionStatus, ago]) => {
    const linkName = link === 'MES_' ? `MES_${plantId}` : String(link);
    return {
      linkName,
      serverName: linkName === 'CUSTOMS_BROKER' ? 'BROKER-SQL' : `${plantId}-SQL01`,
      procedureName: String(procedureName),
      plantId,
      lastExecutionDate: `${day(Number(ago))} 06:00:00`,
      executionStatus: String(executionStatus),
    };
  });
}

/** The email, FTP, calendar, link server and customer group masters of spec 3. */
export const adminMastersSeed: DomainSeed = {
  name: 'admin-masters',
  small(db: PlantDb, server: string) {
    const primary = serverPlants[server]?.[0];
    db.$client.transaction(() => {
      if (primary) {
        db.insert(emailParameters).values(emailParameterRows(primary.plantId, primary.identifier)).run();
        db.insert(ftpCommands).values(ftpCommandRows(primary.plantId, primary.identifier)).run();
        db.insert(linkServers).values(linkServerRows(primary.plantId, primary.identifier)).run();
        db.insert(linkServerDetails).values(linkServerDetailRows(primary.plantId, new Date())).run();
      }
      db.insert(accountCalendar).values(calendarRows(new Date())).run();
      db.insert(customerGroups).values(customerGroupRows).run();
    })();
  },
};
