import type { PlantDb } from '../../db/plant.js';
import { barcodeRules, customerHarnessLabelFormats } from '../../db/schema/barcode-masters/index.js';
import type { DomainSeed } from '../domains.js';
import { serverPlants } from '../plants.js';

type Rule = [item: string, field: string, chars: number, trim: boolean];

/**
 * What each 2D code carries, in order: customer data for the Data Matrix and PDF417 codes the
 * customers scan, the plant's own for its QR trace code. Half the items stay free per type.
 */
const rulesByType: Record<string, Rule[]> = {
  DATAMATRIX: [
    ['CUSTOMER PART NUMBER', 'CUST_PART_NO', 18, true],
    ['DESIGN LEVEL', 'CUST_DESIGN_LEVEL', 3, true],
    ['SERIAL NUMBER', 'HARNESS_SERIAL_NO', 12, false],
    ['SUPPLIER CODE', 'SUPPLIER_CODE', 9, false],
    ['MFG DATE', 'MFG_DATE', 6, false],
  ],
  QRCODE: [
    ['PART NUMBER', 'SEWS_PART_NO', 15, true],
    ['DESIGN LEVEL', 'SEWS_DESIGN_LEVEL', 2, true],
    ['SERIAL NUMBER', 'HARNESS_SERIAL_NO', 12, false],
    ['PLANT', 'PLANT_ID', 4, true],
    ['LINE', 'LINE_CODE', 6, true],
  ],
  PDF417: [
    ['CUSTOMER PART NUMBER', 'CUST_PART_NO', 12, true],
    ['QUANTITY', 'QTY', 5, false],
    ['SERIAL NUMBER', 'HARNESS_SERIAL_NO', 12, false],
    ['SUPPLIER CODE', 'SUPPLIER_CODE', 5, false],
    ['LOT NUMBER', 'LOT_NO', 8, true],
  ],
};

function barcodeRuleRows(identifier: string) {
  return Object.entries(rulesByType).flatMap(([barCodeType2D, rules]) =>
    rules.map(([itemDesc, dataFormField, noOfChar, trimFlag], i) => ({
      barCodeType2D,
      itemDesc,
      dataFormField,
      orderSequence: i + 1,
      noOfChar,
      trimFlag,
      identifier,
    })),
  );
}

/** Each customer group's 2D harness label, its special tag, and the plant's 1D tag for every other group. */
const customerLabels = [
  ['HL2D', 'FORD', 'FORD-HRN-2D', 'DATAMATRIX', 'Y'],
  ['HLSP', 'FORD', 'FORD-HRN-SPECIAL', 'CODE128', 'Y'],
  ['HL2D', 'GM', 'GM-GMW15862-2D', 'QRCODE', 'Y'],
  ['HL2D', 'NISSAN', 'NISSAN-HRN-QR', 'QRCODE', 'Y'],
  ['HL2D', 'TMNA', 'TMNA-HRN-PDF417', 'PDF417', 'Y'],
  ['HL2D', 'HONDA', 'HONDA-HRN-DM', 'DATAMATRIX', 'Y'],
  ['CUS1', 'FCA', 'FCA-CUST-PART', 'CODE128', 'N'],
  ['HL01', '', 'SEWS-STD-1D', 'CODE128', 'N'],
] as const;

/** The bar code rule and customer harness label format masters of spec 3. */
export const barcodeMastersSeed: DomainSeed = {
  name: 'barcode-masters',
  small(db: PlantDb, server: string) {
    const primary = serverPlants[server]?.[0];
    if (!primary) return;
    db.$client.transaction(() => {
      db.insert(barcodeRules).values(barcodeRuleRows(primary.identifier)).run();
      db.insert(customerHarnessLabelFormats)
        .values(
          customerLabels.map(([harnessLabelFormat, custGroup, labelId, barCodeType, tracebilityFlag]) => ({
            harnessLabelFormat,
            custGroup,
            labelId,
            barCodeType,
            tracebilityFlag,
          })),
        )
        .run();
    })();
  },
};
