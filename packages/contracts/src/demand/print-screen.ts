import { z } from 'zod';
import { defineCall } from '../call.js';
import type { Entity } from '../grid/entity.js';
import { gridReply, loadOptions } from '../grid/load-options.js';
import {
  customerOption,
  defaultPrinterReply,
  demandPrinterOption,
  labelPreview,
  parameterReply,
  printerState,
  printReply,
} from './replies.js';

export const DEMAND_MODULE = 'DemandPrinting';

/** The screens that print labels (Print History shows their jobs). */
export const PRINT_SCREENS = [
  'BoxLabelPrinting',
  'HarnessLabelPrinting',
  'SpecialHarnessLabelPrinting',
  'ZebraLabelPrinting',
  'EmptyBoxLabelPrinting',
  'PalletLabelPrinting',
  'ComponentLabelPrinting',
  'SpecialBoxLabelPrinting',
  'CustomerLabelPrinting',
] as const;
export type PrintScreen = (typeof PRINT_SCREENS)[number];

const read = (screen: string) => ({ kind: 'screen', module: DEMAND_MODULE, screen, action: 'read' }) as const;
/** A print creates labels (serials, print log, history): it needs the screen's create right. */
const create = (screen: string) => ({ kind: 'screen', module: DEMAND_MODULE, screen, action: 'create' }) as const;
const noInput = z.object({});
const get = <R extends z.ZodType, I extends z.ZodType = typeof noInput>(
  screen: string,
  path: string,
  response: R,
  input?: I,
) =>
  defineCall({
    service: 'demand',
    method: 'GET',
    path: `${screen}/${path}`,
    access: read(screen),
    input: (input ?? noInput) as I,
    response,
  });

/** The lookups every print screen may have (spec 2 section 7), each built only where the spec lists it. */
export const lookups = {
  printers: (screen: string) => get(screen, 'Printers', z.array(demandPrinterOption)),
  /** The plant's default printer: an array whose first item names it ([] when none is set). */
  defaultPrinter: (screen: string) =>
    get(screen, 'DefaultPrinter', defaultPrinterReply, z.object({ plantID: z.string().max(10).optional() })),
  /** The default speed of the screen's labels. */
  printerSpeed: (screen: string) => get(screen, 'PrinterSpeed', z.number().int()),
  /** Whether the broadcast code and colour columns show. */
  displayColorAndBroadcast: (screen: string) => get(screen, 'DisplayColorAndBroadcast', z.boolean()),
  /** The production line/lot parameter: first item's parameter_Value, 'YES' shows line, lot and logo. */
  productionLineLot: (screen: string) => get(screen, 'systemparameters/ProductionLineLot', parameterReply),
  customers: (screen: string) => get(screen, 'Customers', z.array(customerOption)),
};

/** GET {Screen}?plantid=...: the screen's part grid, with the usual load options. */
const noExtra = z.object({});
export function partGrid<Row, E extends z.ZodObject = typeof noExtra>(screen: string, entity: Entity<Row>, extra?: E) {
  return defineCall({
    service: 'demand',
    method: 'GET',
    path: screen,
    access: read(screen),
    input: z.intersection(loadOptions(entity.columns), extra ?? (noExtra as unknown as E)),
    response: gridReply(entity.row),
  });
}

/**
 * POST {Screen}/Print and POST {Screen}/Preview: the same request; Preview draws the first label
 * as it would print now (next serial included) without printing or consuming anything.
 * GET {Screen}/PrinterStatus: the chosen printer's state, asked of the printer (Zebra ~HS).
 */
export function printCalls<I extends z.ZodType, R extends z.ZodType = typeof printReply>(
  screen: string,
  request: I,
  reply?: R,
) {
  return {
    print: defineCall({
      service: 'demand',
      method: 'POST',
      path: `${screen}/Print`,
      access: create(screen),
      input: request,
      response: (reply ?? printReply) as R,
    }),
    preview: defineCall({
      service: 'demand',
      method: 'POST',
      path: `${screen}/Preview`,
      access: read(screen),
      input: request,
      response: labelPreview,
    }),
    printerStatus: get(screen, 'PrinterStatus', printerState, z.object({ printerName: z.string().min(1).max(30) })),
  };
}

export const demandAccess = { read, create };
