import { barcodeTypes2D } from '@fgss/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { formatLabels, harnessLabelFormats } from '../db/schema/label-setup/index.js';

/** What a 2D harness code can carry (BarcodeRuleMaster/ItemDescription), as AIAG B-17 and GMW15862 name it. */
export const barcodeItems = [
  { code: 'PART NUMBER', name: 'SEWS part number' },
  { code: 'CUSTOMER PART NUMBER', name: 'Customer part number' },
  { code: 'DESIGN LEVEL', name: 'Engineering change level' },
  { code: 'SERIAL NUMBER', name: 'Harness serial number' },
  { code: 'QUANTITY', name: 'Quantity' },
  { code: 'SUPPLIER CODE', name: 'Supplier (DUNS) code' },
  { code: 'MFG DATE', name: 'Manufacturing date' },
  { code: 'LOT NUMBER', name: 'Production lot' },
  { code: 'PLANT', name: 'Manufacturing plant' },
  { code: 'LINE', name: 'Assembly line' },
];

/** The label data a 2D code's items are read from (BarcodeRuleMaster/DataFormField). */
export const barcodeDataFields = [
  { code: 'SEWS_PART_NO', name: 'XREF SEWS part number' },
  { code: 'CUST_PART_NO', name: 'XREF customer part number' },
  { code: 'SEWS_DESIGN_LEVEL', name: 'XREF SEWS design level' },
  { code: 'CUST_DESIGN_LEVEL', name: 'XREF customer design level' },
  { code: 'HARNESS_SERIAL_NO', name: 'Harness serial number printed' },
  { code: 'QTY', name: 'Pieces on the label' },
  { code: 'SUPPLIER_CODE', name: 'Plant supplier code' },
  { code: 'MFG_DATE', name: 'Print date (YYMMDD)' },
  { code: 'LOT_NO', name: 'Lot of the print job' },
  { code: 'PLANT_ID', name: 'Plant of the print' },
  { code: 'LINE_CODE', name: 'Line code of the part' },
];

/** Whether a customer's harness label is traced serial by serial (CustomerHarnessLabelFormatMaster/TracebilityFlags). */
export const traceabilityFlags = [
  { code: 'Y', name: 'Traced: serial kept per harness' },
  { code: 'N', name: 'Not traced' },
];

export const barcodeTypes2DList = barcodeTypes2D.map((code) => ({ code, name: code }));

/** The harness label formats the Harness Label Format Master has set up, named by their layout. */
export function configuredHarnessFormats(db: PlantDb) {
  return db
    .selectDistinct({ code: harnessLabelFormats.labelFormat, name: sql<string>`coalesce(${formatLabels.name}, '')` })
    .from(harnessLabelFormats)
    .leftJoin(
      formatLabels,
      and(eq(formatLabels.kind, 'HARNESS'), eq(formatLabels.code, harnessLabelFormats.labelFormat)),
    )
    .orderBy(asc(harnessLabelFormats.labelFormat))
    .all();
}
