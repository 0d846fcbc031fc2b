import { z } from 'zod';
import { typedText } from '../input-safety.js';
import { lotNumberOf, parseIsoDateTime } from './dates.js';
import { PRINT_LENGTHS, PRINT_RANGES as r } from './limits.js';
import { demandMessages as m } from './messages.js';
import { checks as c, printRules } from './rules.js';

/**
 * The print requests of spec 2 section 3, field names as the spec writes them, each with the
 * validity flags of its screen (spec 2 sections 4 and 5). Field types are loose on purpose: the
 * flags give the user's messages, not the type checks.
 */
const text = (max = 100) => typedText(max);
const optText = (max = 100) => typedText(max).nullish();
const int = z.number().int();

/** Lot No is read-only and is the week number of the production date. */
const lotMatches = (lot: unknown, date: unknown): string | null => {
  const d = parseIsoDateTime(typeof date === 'string' ? date : null);
  if (!d || lot === undefined || lot === null || lot === '') return null;
  const week = lotNumberOf(d);
  return String(lot) === String(week) ? null : `Lot No must be the week number of the production date (${week})`;
};

const boxShape = {
  PlantId: text(10),
  PrinterName: text(PRINT_LENGTHS.printer),
  QuantityInBox: int,
  NumberOfLabels: int,
  NumberOfCopies: int,
  Speed: int,
  /** 'yyyy-MM-dd', today or later. */
  ProductionDate: text(30),
  /** The selected catalogue row (its detail's keyvalue). */
  KEYVALUE: text(100),
  LabelFormat: text(6),
  BroadCastCd: optText(50),
  /** The label's inputName, when it has one; then ExtraInputValue is required. */
  ExtraInput: optText(50),
  ExtraInputValue: optText(200),
};

const boxRules = printRules(boxShape, {
  labelSelected: (q) => (q.KEYVALUE && q.LabelFormat ? null : m.selectLabel),
  quantityInBox: (q) => c.range(q.QuantityInBox, r.quantityInBox, 'Quantity in Box'),
  numberOfLabels: (q) => c.range(q.NumberOfLabels, r.labels, 'No. of Labels'),
  copies: (q) => c.range(q.NumberOfCopies, r.copies, 'Label Copies'),
  productionDate: (q, ctx) => c.productionDate(q.ProductionDate, ctx.today),
  speed: (q) => c.range(q.Speed, r.speed, 'Speed'),
  printer: (q) => c.printer(q.PrinterName),
  extraInput: (q) => c.extraInput(q.ExtraInput, q.ExtraInputValue),
});

/** Box Label Printing. */
export const boxPrint = boxRules;
/** Special Box Label Printing: the same request and rules as box printing. */
export const specialBoxPrint = boxRules;

const harnessShape = {
  CBPlantId: text(10),
  ClusterPrinterName: text(PRINT_LENGTHS.printer),
  /** Any valid date ('yyyy-MM-dd', a time may follow). */
  ClusterProdDate: text(30),
  LabelQty: int,
  LotNo: z.union([typedText(2), int]).nullish(),
  PrintLot: z.boolean().default(true),
  ProductionLine: optText(200),
  ProductionLot: optText(200),
  SEWSPartNo: text(40),
  SEWSDesginLevel: text(40),
  SEQNo: optText(20),
  SEWSSTSCD: optText(20),
  ShortPartNo: optText(10),
  ProductLabel: optText(20),
  BackKanban: optText(20),
  CustomerCode: optText(40),
  BroadCastCd: optText(50),
  ShortPartNoPrint: optText(10),
  Identifier: optText(10),
  Speed: int,
};

const harnessChecks = {
  rowSelected: (q: { SEWSPartNo?: string }) => (q.SEWSPartNo ? null : m.selectLabel),
  labelQty: (q: { LabelQty?: number }) => c.range(q.LabelQty, r.labels, 'Label Qty'),
  printer: (q: { ClusterPrinterName?: string }) => c.printer(q.ClusterPrinterName),
  speed: (q: { Speed?: number }) => c.range(q.Speed, r.speed, 'Speed'),
  productionDate: (q: { ClusterProdDate?: string }) => c.validDate(q.ClusterProdDate, 'Production Date'),
  lotNo: (q: { LotNo?: unknown; ClusterProdDate?: string }) => lotMatches(q.LotNo, q.ClusterProdDate),
  productionLine: (q: { ProductionLine?: string | null }, ctx: { productionLineLot?: boolean }) =>
    c.lineOrLot(q.ProductionLine, ctx.productionLineLot, 'Production Line', PRINT_LENGTHS.productionLine),
  productionLot: (q: { ProductionLot?: string | null }, ctx: { productionLineLot?: boolean }) =>
    c.lineOrLot(q.ProductionLot, ctx.productionLineLot, 'Production Lot', PRINT_LENGTHS.productionLot),
};

/** Harness Label Printing. */
export const harnessPrint = printRules(harnessShape, harnessChecks);

/** Special Harness Label Printing: the harness request plus the SWS logo and customer part. */
export const specialHarnessPrint = printRules(
  { ...harnessShape, PrintSWSlogo: z.boolean().default(true), CustPartNo: optText(40) },
  harnessChecks,
);

/**
 * Zebra Label Printing: Ford-style part labels without serials. The screen's label quantity
 * (1 to 999) and copies (1 to 9, as on every print screen) travel apart so each is bounded here.
 */
export const zebraPrint = printRules(
  {
    PrinterName: text(PRINT_LENGTHS.printer),
    SewsPartNo: text(40),
    DesignLevel: text(40),
    CustomerId: optText(40),
    PartNoPrefix: optText(20),
    BasePartNo: optText(20),
    DesignInfo: optText(20),
    Barcode: optText(100),
    LabelFormat: optText(6),
    MfgLocation: optText(50),
    MadeinPhrase: optText(50),
    Color: optText(30),
    LabelQuantity: int,
    NoOfCopies: int,
    Plant: text(10),
    ReleaseNo: optText(30),
    RecordId: z.union([typedText(20), int]).nullish(),
    IsPrimary: z.boolean().nullish(),
  },
  {
    rowSelected: (q) => (q.SewsPartNo ? null : m.selectLabel),
    labelQty: (q) => c.range(q.LabelQuantity, r.labels, 'Label Quantity'),
    copies: (q) => c.range(q.NoOfCopies, r.copies, 'No of Copies'),
    printer: (q) => c.printer(q.PrinterName),
  },
);

/** Empty Box Label Printing (no plant selector: the active plant). */
export const emptyBoxPrint = printRules(
  { noLabels: int, noCopies: int, printerName: text(PRINT_LENGTHS.printer), Speed: int },
  {
    labels: (q) => c.range(q.noLabels, r.labels, 'No. of Labels'),
    copies: (q) => c.range(q.noCopies, r.copies, 'No. of Copies'),
    printer: (q) => c.printer(q.printerName),
    speed: (q) => c.range(q.Speed, r.speed, 'Speed'),
  },
);

/** Pallet Label Printing (the active plant). */
export const palletPrint = printRules(
  { LabelQty: int, printerName: text(PRINT_LENGTHS.printer), Speed: int },
  {
    labelQty: (q) => c.range(q.LabelQty, r.labels, 'Label Quantity'),
    printer: (q) => c.printer(q.printerName),
    speed: (q) => c.range(q.Speed, r.speed, 'Speed'),
  },
);

const partShape = {
  PlantId: text(10),
  PrinterName: text(PRINT_LENGTHS.printer),
  NoLabels: int,
  /** Copies of each label (default 2 for component labels). */
  NoCopies: int.default(2),
  LotNo: z.union([typedText(2), int]).nullish(),
  PrintLot: z.boolean().default(true),
  SEWSPartNo: text(40),
  SEWSDesignLevel: text(40),
  SEQNo: optText(20),
  SEWSSTSCD: optText(20),
  ShortPartNo: optText(10),
  LabelFormat: optText(6),
  BackKanban: optText(20),
  CustPartNo: optText(40),
  BroadCastCd: optText(50),
  Identifier: optText(10),
  Speed: int,
};

/** Component Label Printing. */
export const componentPrint = printRules(
  { ...partShape, ProdDate: text(30) },
  {
    rowSelected: (q) => (q.SEWSPartNo ? null : m.selectLabel),
    labels: (q) => c.range(q.NoLabels, r.labels, 'No. of Labels'),
    copies: (q) => c.range(q.NoCopies, r.copies, 'No. of Copies'),
    productionDate: (q) => c.validDate(q.ProdDate, 'Production Date'),
    lotNo: (q) => lotMatches(q.LotNo, q.ProdDate),
    speed: (q) => c.range(q.Speed, r.speed, 'Speed'),
    printer: (q) => c.printer(q.PrinterName),
  },
);

/** Customer Label Printing: labels up to 9999, a customer, a shipping date. */
export const customerPrint = printRules(
  { ...partShape, NoCopies: int.default(1), ShippingDate: text(30), CustomerCode: text(40) },
  {
    customer: (q) => (q.CustomerCode ? null : m.customerRequired),
    rowSelected: (q) => (q.SEWSPartNo ? null : m.selectLabel),
    labels: (q) => c.range(q.NoLabels, r.customerLabels, 'No. of Labels'),
    copies: (q) => c.range(q.NoCopies, r.copies, 'No. of Copies'),
    shippingDate: (q) => c.validDate(q.ShippingDate, 'Shipping Date'),
    lotNo: (q) => lotMatches(q.LotNo, q.ShippingDate),
    speed: (q) => c.range(q.Speed, r.speed, 'Speed'),
    printer: (q) => c.printer(q.PrinterName),
  },
);

export type BoxPrintRequest = z.output<typeof boxRules.schema>;
export type HarnessPrintRequest = z.output<typeof harnessPrint.schema>;
export type SpecialHarnessPrintRequest = z.output<typeof specialHarnessPrint.schema>;
export type ZebraPrintRequest = z.output<typeof zebraPrint.schema>;
export type EmptyBoxPrintRequest = z.output<typeof emptyBoxPrint.schema>;
export type PalletPrintRequest = z.output<typeof palletPrint.schema>;
export type ComponentPrintRequest = z.output<typeof componentPrint.schema>;
export type CustomerPrintRequest = z.output<typeof customerPrint.schema>;
