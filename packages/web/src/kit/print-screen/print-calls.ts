import type {
  customerOption,
  defaultPrinterReply,
  demandPrinterOption,
  PlantOption,
  PrintRules,
  parameterReply,
  printerState,
} from '@fgss/contracts';
import type { z } from 'zod';
import type { MutationProcedure, QueryAnswering, QueryProcedure, ReplyOf, RowOf } from '@/lib/procedures';
import type { PrintScreenDef } from './types';

/**
 * The calls a print screen's contract may have (spec 2 section 7), as its node on the tRPC proxy
 * (trpc.demand.BoxLabelPrinting). The kit runs the lookups the node has and skips the others.
 */
export interface PrintCalls {
  printers: QueryAnswering<z.infer<typeof demandPrinterOption>[]>;
  defaultPrinter: QueryAnswering<z.infer<typeof defaultPrinterReply>>;
  print: MutationProcedure;
  /** The label's preview; screens without one (harness relabel) show no Preview button. */
  preview?: MutationProcedure;
  /** The plant selector's calls (screens with a plant). */
  plants?: QueryAnswering<PlantOption[]>;
  activePlant?: QueryAnswering<string>;
  /** The part grid. */
  list?: QueryProcedure;
  printerSpeed?: QueryAnswering<number>;
  productionLineLot?: QueryAnswering<z.infer<typeof parameterReply>>;
  displayColorAndBroadcast?: QueryAnswering<boolean>;
  customers?: QueryAnswering<z.infer<typeof customerOption>[]>;
  nextSerial?: QueryAnswering<string>;
  /** The chosen printer's state asked of the printer, while the live stream is refused. */
  printerStatus?: QueryAnswering<z.infer<typeof printerState>>;
}

/** The row of a screen's part grid; screens without a grid have none. */
export type PrintRowOf<N> = N extends { list: infer L } ? RowOf<L> : Record<string, never>;

/** A print screen: its declaration and the calls it was declared on. */
export type PrintScreenSpec<Row, Req, Reply, Detail> = PrintScreenDef<Row, Req, Reply, Detail> & { calls: PrintCalls };

/**
 * Declares a print screen on its contract's calls: the grid's row, the detail and the print's
 * reply types come from the calls, the request's from the screen's rules.
 */
export function definePrintScreen<N extends PrintCalls, Req, Detail = never>(
  calls: N,
  // A contract without a Preview call must say so (the kit no longer looks calls up in the registry).
  def: PrintScreenDef<PrintRowOf<N>, Req, ReplyOf<N['print']>, Detail> &
    ('preview' extends keyof N ? unknown : { preview: false }),
): PrintScreenSpec<PrintRowOf<N>, Req, ReplyOf<N['print']>, Detail> {
  return { ...def, calls };
}

/** The rules a screen's request is checked with (the contracts' print rules). */
export type AnyPrintRules<R> = Pick<PrintRules<R>, 'checks'>;
