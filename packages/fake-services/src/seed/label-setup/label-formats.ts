import type { PlantDb } from '../../db/plant.js';
import { boxLabelFormats, formatLabels, harnessLabelFormats } from '../../db/schema/label-setup/index.js';
import { customers } from '../part-catalogue.js';

type NewBox = typeof boxLabelFormats.$inferInsert;
type NewHarness = typeof harnessLabelFormats.$inferInsert;

/** Box label layouts: the code parts and printing refer to, and what it looks like. */
export const boxFormatCodes = [
  ['BX01', 'Standard box label (AIAG B-10)'],
  ['BX02', 'Box label with customer PO'],
  ['BXFD', 'Ford box label with ship-to dock'],
  ['BXGM', 'GM GMW15862 box label'],
  ['BXTY', 'Toyota kanban box label'],
  ['EBX1', 'Empty box label'],
  ['MST1', 'Master (pallet) label'],
  // Layouts the plant has but no box format uses yet.
  ['BX03', 'Returnable container label'],
  ['BXNS', 'Nissan box label with ASN number'],
] as const;

/** Harness label layouts. */
export const harnessFormatCodes = [
  ['HL01', 'Standard harness tag, 1D barcode'],
  ['HL2D', 'Harness tag with 2D code'],
  ['HLSP', 'Special harness tag with SWS logo'],
  ['CMP1', 'Component label'],
  ['CUS1', 'Customer part label'],
  // A layout no customer group uses yet.
  ['HLRW', 'Reworked harness tag'],
] as const;

const box = (labelFormat: string, reportName: string, more: Partial<NewBox> = {}): NewBox => ({
  labelFormat,
  reportName,
  masterTicketCopies: 1,
  boxTicketCopies: 2,
  enablePrintCopy: true,
  extraInput: false,
  inputName: null,
  speed: 4,
  enableSpeed: true,
  darkness: 0,
  attributE2: null,
  ...more,
});

const boxFormats: NewBox[] = [
  box('BX01', 'BoxLabel_AIAG_B10'),
  box('BX02', 'BoxLabel_CustomerPO', {
    extraInput: true,
    inputName: 'Customer PO No.',
    attributE2: 'PO printed under part',
  }),
  box('BXFD', 'BoxLabel_Ford_Dock', { speed: 6, darkness: 4, extraInput: true, inputName: 'Ford dock code' }),
  box('BXGM', 'BoxLabel_GM_GMW15862', { masterTicketCopies: 2, darkness: 2 }),
  box('BXTY', 'BoxLabel_Toyota_Kanban', { boxTicketCopies: 1, enablePrintCopy: false, speed: 3 }),
  box('EBX1', 'EmptyBoxLabel', { boxTicketCopies: 1, speed: 2, enableSpeed: false }),
  box('MST1', 'MasterLabel_Pallet', { masterTicketCopies: 2, boxTicketCopies: 1, speed: 3, darkness: 6 }),
];

/** The 2D code each customer group asks for on harness tags. */
const twoD: Record<string, string> = {
  FORD: 'DATAMATRIX',
  GM: 'QRCODE',
  NISSAN: 'QRCODE',
  TMNA: 'PDF417',
  HONDA: 'DATAMATRIX',
  FCA: 'DATAMATRIX',
};

/** Per customer group: the standard, 2D, special, component and customer layouts. */
function harnessFormats(group: string, i: number): NewHarness[] {
  const base = {
    custGroup: group,
    paperFeed: 0,
    darkness: (i % 3) * 2,
    speed: 3,
    enableSpeed: true,
    checkDigit: false,
    remarks: null,
    attributE3: null,
    attributE4: null,
  };
  return [
    {
      ...base,
      labelFormat: 'HL01',
      reportName: `HRN_${group}_STD`,
      barcodeType: 'CODE128',
      serialNoLength: 10,
      seqnoType: 'N',
    },
    {
      ...base,
      labelFormat: 'HL2D',
      reportName: `HRN_${group}_2D`,
      barcodeType: twoD[group] ?? 'QRCODE',
      serialNoLength: 12,
      checkDigit: true,
      seqnoType: 'AN',
      speed: 2,
    },
    {
      ...base,
      labelFormat: 'HLSP',
      reportName: `HRN_${group}_SPECIAL`,
      barcodeType: 'CODE128',
      serialNoLength: 10,
      seqnoType: 'N',
      remarks: 'Prints the SWS logo when the parameter is YES',
    },
    {
      ...base,
      labelFormat: 'CMP1',
      reportName: `CMP_${group}`,
      barcodeType: 'CODE39',
      serialNoLength: 8,
      paperFeed: 12,
    },
    {
      ...base,
      labelFormat: 'CUS1',
      reportName: `CUST_${group}`,
      barcodeType: 'CODE128',
      serialNoLength: 0,
      seqnoType: null,
      attributE3: 'Customer part number as barcode',
    },
  ];
}

export function seedLabelFormats(db: PlantDb): void {
  db.insert(formatLabels)
    .values([
      ...boxFormatCodes.map(([code, name]) => ({ kind: 'BOX' as const, code, name })),
      ...harnessFormatCodes.map(([code, name]) => ({ kind: 'HARNESS' as const, code, name })),
    ])
    .run();
  db.insert(boxLabelFormats).values(boxFormats).run();
  const groups = [...new Set(customers.map((c) => c.group))];
  db.insert(harnessLabelFormats)
    .values(groups.flatMap((g, i) => harnessFormats(g, i)))
    .run();
}
