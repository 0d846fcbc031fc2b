import type { LabelContent } from '../../labels/layout.js';
import { symbologies } from '../../labels/layout.js';
import { serialOf } from '../../labels/serials.js';

/**
 * Data of realistic length for a sample label of a format, as the print screens fill a label
 * (demand/orders.ts): a plant, a part with its customer and description, a production date.
 */
const SAMPLE = {
  plant: 'JRZ1',
  sewsPartNo: '82111-6A520',
  designLevel: 'A0',
  shortPartNo: '6A520',
  customerId: 'TMMBC',
  custPartNo: '82111-0R101-00',
  custDesignLevel: 'B',
  description: 'WIRE HARNESS ASSY FRONT DOOR LH',
  kanban: 'K-0451',
  date: '2026-03-10',
  extraInput: 'LOT 2026-03-10 A',
  madeIn: 'MEXICO',
} as const;

interface BoxFormat {
  labelFormat?: string | null;
  extraInput?: boolean | null;
  inputName?: string | null;
}

/** A box label of the format: serial, part and quantity barcodes, the part's lines, the extra input. */
export function boxSample(f: BoxFormat): LabelContent {
  return {
    title: 'BOX LABEL',
    corner: `${SAMPLE.plant} ${f.labelFormat ?? ''}`,
    serial: serialOf('BOX', SAMPLE.plant, 731),
    partNo: SAMPLE.custPartNo,
    quantity: 24,
    oneD: 'CODE128',
    lines: [
      ['SEWS PART', `${SAMPLE.sewsPartNo} ${SAMPLE.designLevel}`],
      ['SHORT PART', SAMPLE.shortPartNo],
      ['CUSTOMER', SAMPLE.customerId],
      ['CUST DESIGN', SAMPLE.custDesignLevel],
      ['DESCRIPTION', SAMPLE.description],
      ['PROD DATE', { date: SAMPLE.date }],
      ['KANBAN', SAMPLE.kanban],
      [f.inputName ?? 'EXTRA', f.extraInput && f.inputName ? SAMPLE.extraInput : null],
      ['MADE IN', SAMPLE.madeIn],
    ],
  };
}

interface HarnessFormat {
  labelFormat?: string | null;
  barcodeType?: string | null;
}

/** A harness label of the format: its 1D symbology, and its 2D code when the barcode type asks for one. */
export function harnessSample(f: HarnessFormat): LabelContent {
  const serial = serialOf('HARNESS', SAMPLE.plant, 12345);
  const { oneD, twoD } = symbologies(f.barcodeType);
  return {
    title: 'HARNESS',
    corner: `${SAMPLE.plant} ${f.labelFormat ?? ''}`,
    serial,
    partNo: SAMPLE.sewsPartNo,
    oneD,
    twoD: twoD && { type: twoD, data: `${serial}|${SAMPLE.sewsPartNo}|${SAMPLE.designLevel}|${SAMPLE.date}` },
    lines: [
      ['DESIGN', SAMPLE.designLevel],
      ['SHORT PART', SAMPLE.shortPartNo],
      ['CUSTOMER', SAMPLE.customerId],
      ['CUST PART', SAMPLE.custPartNo],
      ['PROD DATE', { date: SAMPLE.date }],
    ],
  };
}
