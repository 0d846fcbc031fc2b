import { type ReprintScreen, serialRange } from '@fgss/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { printFailed } from '@/kit/print-screen';
import { useSpecText, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';

/** A job a user may settle: where and what it printed. */
export interface SettledJob {
  id: number;
  screen: ReprintScreen;
  printerName: string | null;
  firstSerial: string | null;
  lastSerial: string | null;
}

/**
 * Confirm a job needing attention as printed, after the user says they checked the printer
 * (Print History's row and Print Center's attention list): the answer is a toast, and both
 * screens' lists load again.
 */
export function useConfirmJob() {
  const t = useT();
  const spec = useSpecText();
  const queryClient = useQueryClient();
  const settle = useMutation(trpc.demand.PrintHistory.confirm.mutationOptions({ meta: { showsOwnFailure: true } }));
  const run = async (job: SettledJob) => {
    const range = serialRange(job.firstSerial, job.lastSerial);
    if (!(await confirm(t('confirmPrintedAsk', { printer: job.printerName ?? '', id: job.id, range })))) return;
    try {
      toast.success(spec((await settle.mutateAsync({ id: job.id, screen: job.screen })).message));
      void queryClient.invalidateQueries(trpc.demand.PrintHistory.list.pathFilter());
      void queryClient.invalidateQueries(trpc.demand.PrintCenter.snapshot.pathFilter());
    } catch (error) {
      const outcome = printFailed(error);
      if (outcome) toast.error(outcome.message);
    }
  };
  return { run, isPending: settle.isPending };
}
