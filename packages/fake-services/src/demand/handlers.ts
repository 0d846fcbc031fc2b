import { demandMessages, type Registry } from '@fgss/contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { plants } from '../db/schema/parts/plants.js';
import { xref } from '../db/schema/parts/xref.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import type { HandlerContext, HandlersOf } from '../http/handlers.js';
import { nextSerial, type PrintOrder, previewPrint, print } from '../labels/print.js';
import { printerAddress, printerState, zplPrinter } from '../labels/printer-check.js';
import { activePlantId, plantHandlers } from '../plants/handlers.js';
import { catalogue } from './catalogue.js';
import { boxOrder, emptyBoxOrder, harnessOrder, palletOrder, partOrder, zebraOrder } from './orders.js';
import { boxFormat, findPart, parameter, productionLineLotShown } from './parts.js';
import { jobPreview, printHistory, reprint } from './print-history.js';
import { palletTab, printerTab, sequenceTab, updateStatus } from './status.js';

type Demand = Registry['demand'];

/** The plant a grid or print is for: the one asked for, else the server's active plant. */
const plantFor = (ctx: HandlerContext, plantid: string | undefined) => plantid || activePlantId(ctx);
const userOf = (ctx: HandlerContext) => ctx.user?.sub ?? '';

const lookups = {
  /** Only printers that take ZPL over TCP: the labels are ZPL, sent to host and port. */
  printers: async (_: unknown, { plant }: HandlerContext) =>
    plant
      .select({ id: labelPrinters.id, value: labelPrinters.printerName })
      .from(labelPrinters)
      .where(zplPrinter)
      .orderBy(asc(labelPrinters.printerName))
      .all(),
  /** The plant's label printer, else the DEFAULT_PRINTER parameter; [] when neither is set. */
  defaultPrinter: async (input: { plantID?: string }, ctx: HandlerContext) => {
    const plantId = plantFor(ctx, input.plantID);
    const own = ctx.plant
      .select({ printer: plants.label_printer })
      .from(plants)
      .where(eq(plants.plantId, plantId))
      .get();
    const name = own?.printer || parameter(ctx.plant, 'DEFAULT_PRINTER');
    return name ? [{ LABEL_PRINTER: name }] : [];
  },
  printerSpeed: async (_: unknown, { plant }: HandlerContext) => Number(parameter(plant, 'PRINTER_SPEED') ?? 2) || 2,
  displayColorAndBroadcast: async (_: unknown, { plant }: HandlerContext) =>
    (parameter(plant, 'DISPLAY_COLOR_BROADCAST') ?? 'YES').toUpperCase() === 'YES',
  productionLineLot: async (_: unknown, { plant }: HandlerContext) => [
    { parameter_Value: productionLineLotShown(plant) ? 'YES' : 'NO' },
  ],
  customers: async (_: unknown, { plant }: HandlerContext) =>
    plant
      .selectDistinct({ id: xref.customerId })
      .from(xref)
      .where(isNotNull(xref.customerId))
      .orderBy(asc(xref.customerId))
      .all()
      .map(({ id }) => ({ id: id as string, value: id as string })),
};

const printerStatus = async (q: { printerName: string }, ctx: HandlerContext) =>
  printerState(await printerAddress(ctx.plant, q.printerName, ctx.printing), ctx.printing);

const printOf = async (order: PrintOrder, ctx: HandlerContext) =>
  print(ctx.plant, order, { user: userOf(ctx) }, ctx.printing);

/** Print, Preview and PrinterStatus of a screen from its order builder. */
function printing<Q>(order: (db: PlantDb, q: Q, ctx: HandlerContext) => PrintOrder) {
  return {
    print: async (q: Q, ctx: HandlerContext) => (await printOf(order(ctx.plant, q, ctx), ctx)).reply,
    preview: async (q: Q, ctx: HandlerContext) => previewPrint(ctx.plant, order(ctx.plant, q, ctx)),
    printerStatus,
  };
}

const getDetail: HandlersOf<Demand['BoxLabelPrinting']>['getDetail'] = async (q, { plant }) => {
  const part = findPart(plant, q.plantid, { sewsPartNo: q.sewsPartNo, designLevel: q.sewsDesginLevel });
  boxFormat(plant, part.label.boxLabelFormat);
  const x = part.xref;
  return {
    custDesignLevel: part.label.custDesignLevel,
    custDesc: part.label.custDesc,
    lblHrPartNo: x.custPartNo ?? x.sewS_PART_NO,
    lblBarPartNo: `P${x.custPartNo ?? x.sewS_PART_NO}`,
    lblHrDesign: part.label.custDesignLevel ?? x.sewS_DESIGN_LEVEL,
    lbBarDesign: `D${part.label.custDesignLevel ?? x.sewS_DESIGN_LEVEL}`,
    piecesperbox: part.label.piecesPerBox,
    keyvalue: String(x.id),
  };
};

type Reply<T> = T extends { response: { _zod: { output: infer R } } } ? R : never;
const rows = <C>(reply: { data: unknown[]; totalCount?: number }) => reply as Reply<C>;

/** Demand printing service (spec 2 section 7). */
export const demandHandlers: HandlersOf<Demand> = {
  BoxLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    displayColorAndBroadcast: lookups.displayColorAndBroadcast,
    list: async (o, ctx) =>
      rows<Demand['BoxLabelPrinting']['list']>(catalogue.box(ctx.plant, plantFor(ctx, o.plantid), o)),
    getDetail,
    ...printing((db, q: Parameters<typeof boxOrder>[2]) => boxOrder(db, 'BoxLabelPrinting', q)),
  },
  HarnessLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    productionLineLot: lookups.productionLineLot,
    displayColorAndBroadcast: lookups.displayColorAndBroadcast,
    list: async (o, ctx) =>
      rows<Demand['HarnessLabelPrinting']['list']>(catalogue.harness(ctx.plant, plantFor(ctx, o.plantid), o, 'part')),
    ...printing((db, q: Parameters<typeof harnessOrder>[2]) => harnessOrder(db, 'HarnessLabelPrinting', q, false)),
  },
  SpecialHarnessLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    productionLineLot: lookups.productionLineLot,
    displayColorAndBroadcast: lookups.displayColorAndBroadcast,
    list: async (o, ctx) =>
      rows<Demand['SpecialHarnessLabelPrinting']['list']>(
        catalogue.harness(ctx.plant, plantFor(ctx, o.plantid), o, 'HLSP'),
      ),
    ...printing((db, q: Parameters<typeof harnessOrder>[2]) =>
      harnessOrder(db, 'SpecialHarnessLabelPrinting', q, true),
    ),
  },
  ZebraLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    list: async (o, ctx) => catalogue.zebra(ctx.plant, plantFor(ctx, o.plantid), o),
    print: async (q, ctx) => {
      const { reply, zpl } = await printOf(zebraOrder(ctx.plant, 'ZebraLabelPrinting', q), ctx);
      return { ...reply, zebraLabel: zpl };
    },
    preview: async (q, ctx) => previewPrint(ctx.plant, zebraOrder(ctx.plant, 'ZebraLabelPrinting', q)),
    printerStatus,
  },
  EmptyBoxLabelPrinting: {
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    printerSpeed: lookups.printerSpeed,
    ...printing((db, q: Parameters<typeof emptyBoxOrder>[3], ctx) =>
      emptyBoxOrder(db, 'EmptyBoxLabelPrinting', activePlantId(ctx), q),
    ),
  },
  PalletLabelPrinting: {
    nextSerial: async (_, ctx) => nextSerial(ctx.plant, 'PALLET', activePlantId(ctx)),
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    printerSpeed: lookups.printerSpeed,
    print: async (q, ctx) => {
      const plantId = activePlantId(ctx);
      const { reply } = await printOf(palletOrder(ctx.plant, 'PalletLabelPrinting', plantId, q), ctx);
      return { ...reply, message: demandMessages.palletPrinted, nextSerial: nextSerial(ctx.plant, 'PALLET', plantId) };
    },
    preview: async (q, ctx) =>
      previewPrint(ctx.plant, palletOrder(ctx.plant, 'PalletLabelPrinting', activePlantId(ctx), q)),
    printerStatus,
  },
  ComponentLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    printerSpeed: lookups.printerSpeed,
    customers: lookups.customers,
    list: async (o, ctx) =>
      rows<Demand['ComponentLabelPrinting']['list']>(catalogue.parts(ctx.plant, plantFor(ctx, o.plantid), o, 'CMP1')),
    ...printing((db, q: Parameters<typeof partOrder>[2]) => partOrder(db, 'ComponentLabelPrinting', q, 'COMPONENT')),
  },
  SpecialBoxLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    displayColorAndBroadcast: lookups.displayColorAndBroadcast,
    list: async (o, ctx) =>
      rows<Demand['SpecialBoxLabelPrinting']['list']>(catalogue.box(ctx.plant, plantFor(ctx, o.plantid), o)),
    getDetail,
    ...printing((db, q: Parameters<typeof boxOrder>[2]) => boxOrder(db, 'SpecialBoxLabelPrinting', q)),
  },
  CustomerLabelPrinting: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    printerSpeed: lookups.printerSpeed,
    customers: lookups.customers,
    list: async (o, ctx) =>
      rows<Demand['CustomerLabelPrinting']['list']>(
        catalogue.parts(ctx.plant, plantFor(ctx, o.plantid), o, 'CUS1', o.customerId),
      ),
    ...printing((db, q: Parameters<typeof partOrder>[2]) => partOrder(db, 'CustomerLabelPrinting', q, 'CUSTOMER')),
  },
  PrintHistory: {
    list: async (o, { plant }) => printHistory(plant, o),
    preview: async (q, { plant }) => jobPreview(plant, q.id),
    reprint: async (q, ctx) => reprint(ctx.plant, q, { user: userOf(ctx) }, ctx.printing),
  },
  StatusUpdate: {
    harnessStatus: async (o, { plant }) => printerTab(plant, 'HARNESS', o),
    boxStatus: async (o, { plant }) => printerTab(plant, 'BOX', o),
    otherStatus: async (o, { plant }) => sequenceTab(plant, o),
    palletUpdationStatus: async (o, { plant }) => palletTab(plant, o),
    update: async (q, ctx) => updateStatus(ctx.plant, q, userOf(ctx)),
  },
};
