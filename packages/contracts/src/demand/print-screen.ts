import { z } from 'zod';
import { type CallDef, defineCall } from '../call.js';
import type { Entity } from '../grid/entity.js';
import { gridReply, loadOptions } from '../grid/load-options.js';
import { plantCalls } from '../plants.js';
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
export const demandAccess = { read, create };
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

/** The lookups every print screen may have (spec 2 section 7), each declared only where the spec lists it. */
const lookups = {
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
const printerStatus = (screen: string) =>
  get(screen, 'PrinterStatus', printerState, z.object({ printerName: z.string().min(1).max(30) }));
export type PrintLookup = keyof typeof lookups;
type LookupCalls = { [K in PrintLookup]: ReturnType<(typeof lookups)[K]> };

type GridOptions = ReturnType<typeof loadOptions>;
type GridInput<E> = E extends z.ZodObject ? z.ZodIntersection<GridOptions, E> : GridOptions;
type GridReply<Row> = ReturnType<typeof gridReply<z.ZodType<Row>>>;

/** GET {Screen}?plantid=...: the screen's part grid, with the usual load options and any `extra`. */
function partGrid<Row, E extends z.ZodObject | undefined>(
  screen: string,
  entity: Entity<Row>,
  extra: E,
): CallDef<GridInput<E>, GridReply<Row>, 'GET'> {
  // The screen's plant (the active one when none is chosen).
  const options = loadOptions(entity.columns, ['plantid']);
  return {
    service: 'demand',
    method: 'GET',
    path: screen,
    access: read(screen),
    input: extra ? z.intersection(options, extra) : options,
    response: gridReply(entity.row),
  } as CallDef<GridInput<E>, GridReply<Row>, 'GET'>;
}

/** What sets one print screen apart; printScreen declares its calls from it. */
export interface PrintScreenSpec<
  L extends PrintLookup,
  I extends z.ZodType,
  R extends z.ZodType,
  Row,
  E extends z.ZodObject | undefined,
> {
  /** A plant selector: {Screen}/Plants and {Screen}/ActivePlant. */
  plants?: boolean;
  lookups: readonly L[];
  /** The part grid's rows, and load options beyond the usual ones (CustomerLabelPrinting's customer). */
  list?: { entity: Entity<Row>; extra?: E };
  /** The Print (and Preview) request, and the Print reply when it is not the usual printReply. */
  print: I;
  reply?: R;
}

type Has<Flag, Calls> = Flag extends true ? Calls : unknown;

/**
 * The calls of one print screen: its plants, the lookups it lists, its part grid, then
 * POST {Screen}/Print and POST {Screen}/Preview (the same request; Preview draws the first label
 * as it would print now, next serial included, without printing or consuming anything) and
 * GET {Screen}/PrinterStatus, the chosen printer's state asked of the printer (Zebra ~HS).
 */
export function printScreen<
  const L extends PrintLookup,
  I extends z.ZodType,
  Row = never,
  E extends z.ZodObject | undefined = undefined,
  R extends z.ZodType = typeof printReply,
  P extends boolean = false,
>(screen: string, spec: PrintScreenSpec<L, I, R, Row, E> & { plants?: P }) {
  const calls: Record<string, unknown> = spec.plants ? { ...plantCalls('demand', DEMAND_MODULE, screen) } : {};
  for (const name of spec.lookups) calls[name] = lookups[name](screen);
  if (spec.list) calls.list = partGrid(screen, spec.list.entity, spec.list.extra);
  const post = (path: string, action: 'read' | 'create', response: z.ZodType) =>
    ({
      service: 'demand',
      method: 'POST',
      path: `${screen}/${path}`,
      access: demandAccess[action](screen),
      input: spec.print,
      response,
      // The label's dates print in the user's date order (spec 2 section 7: Print sends Accept-Language).
      acceptLanguage: true,
    }) as const;
  calls.print = post('Print', 'create', spec.reply ?? printReply);
  calls.preview = post('Preview', 'read', labelPreview);
  calls.printerStatus = printerStatus(screen);
  return calls as Has<P, ReturnType<typeof plantCalls>> &
    Pick<LookupCalls, L> &
    ([Row] extends [never] ? unknown : { list: CallDef<GridInput<E>, GridReply<Row>, 'GET'> }) & {
      print: CallDef<I, R, 'POST'>;
      preview: CallDef<I, typeof labelPreview, 'POST'>;
      printerStatus: ReturnType<typeof printerStatus>;
    };
}
