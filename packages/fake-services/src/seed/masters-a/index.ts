import type { PlantDb } from '../../db/plant.js';
import { customerGroups, emailParameters, ftpCommands } from '../../db/schema/masters-a/index.js';
import type { DomainSeed } from '../domains.js';
import { serverPlants } from '../plants.js';

/** Who the primary plant mails its shipping notices and failures to. */
function emailParameterRows(plantId: string, identifier: string) {
  const domain = 'sews-mx.example.com';
  return [
    ['ASN NOTICE', 'FORD', 'FG01', `shipping.${plantId.toLowerCase()}@${domain}`, `traffic@${domain}`],
    ['ASN NOTICE', 'GM', 'FG01', `shipping.${plantId.toLowerCase()}@${domain}`, null],
    ['PLAN UPLOAD FAILED', 'STANDARD', null, `planning@${domain}; it.support@${domain}`, null],
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

/** The email, FTP, calendar, link server and customer group masters of spec 3. */
export const mastersASeed: DomainSeed = {
  name: 'masters-a',
  small(db: PlantDb, server: string) {
    const primary = serverPlants[server]?.[0];
    db.$client.transaction(() => {
      if (primary) {
        db.insert(emailParameters).values(emailParameterRows(primary.plantId, primary.identifier)).run();
        db.insert(ftpCommands).values(ftpCommandRows(primary.plantId, primary.identifier)).run();
      }
      db.insert(customerGroups).values(customerGroupRows).run();
    })();
  },
};
