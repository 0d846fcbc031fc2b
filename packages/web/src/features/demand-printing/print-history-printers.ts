import type { demandPrinterOption, ReprintScreen } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QueryAnswering } from '@/lib/procedures';
import { trpc } from '@/lib/trpc';

type PrintersCall = QueryAnswering<z.infer<typeof demandPrinterOption>[]>;

/** The ZPL printers of the plant as the screen that printed a job lists them (its read right). */
export function usePlantPrinters(screen: ReprintScreen): string[] {
  const call: PrintersCall =
    screen === 'HarnessLabelRelabel' ? trpc.rework.HarnessLabelRelabel.printers : trpc.demand[screen].printers;
  return (useQuery(call.queryOptions({})).data ?? []).map((p) => p.value);
}
