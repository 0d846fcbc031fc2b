import {
  type LabelPreview,
  type PrinterState,
  type PrintReply,
  type PrintRules,
  type PrintScreen,
  registry,
} from '@fgss/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';

/** The print screens of the demand service (Status Update and Print History are not). */
export type PrintScreenKey = PrintScreen;

type Query<I, O> = {
  useQuery(input: I, opts?: { enabled?: boolean; refetchInterval?: number }): UseQueryResult<O, Error>;
};
type Mutation<I, O> = { useMutation(): UseMutationResult<O, Error, I> };

/** The reply every print gives; Zebra adds the label text, pallet the next serial. */
export type PrintReplyOf = PrintReply & { zebraLabel?: string; nextSerial?: string };

/** The hooks of one print screen's calls; a call the screen does not have is never enabled. */
interface PrintHooks {
  printers: Query<Record<string, never>, { id: number; value: string }[]>;
  defaultPrinter: Query<{ plantID?: string }, { LABEL_PRINTER: string }[]>;
  printerSpeed: Query<Record<string, never>, number>;
  productionLineLot: Query<Record<string, never>, { parameter_Value: string }[]>;
  displayColorAndBroadcast: Query<Record<string, never>, boolean>;
  customers: Query<Record<string, never>, { id: string; value: string }[]>;
  nextSerial: Query<Record<string, never>, string>;
  getDetail: Query<Record<string, string | undefined>, Record<string, unknown>>;
  printerStatus: Query<{ printerName: string }, PrinterState>;
  print: Mutation<unknown, PrintReplyOf>;
  preview: Mutation<unknown, LabelPreview>;
}

/** A screen's calls on the tRPC proxy, and which of them its contract has. */
export function printHooks(screen: PrintScreenKey) {
  const node = registry.demand[screen] as Record<string, unknown>;
  return {
    hooks: (trpc.demand as unknown as Record<PrintScreenKey, PrintHooks>)[screen],
    has: (call: keyof PrintHooks) => call in node,
  };
}

/** The rules a screen's request is checked with (the contracts' print rules). */
export type AnyPrintRules<R> = Pick<PrintRules<R>, 'checks'>;
