import {
  can,
  DEMAND_MODULE,
  moduleOfScreen,
  PrintJobRow,
  type PrintJobState,
  printJobStates,
  serialRange,
} from '@fgss/contracts';
import { Button, Code, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { IconEye, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { LabelPreview, printFailed } from '@/kit/print-screen';
import { dayText, defineReport, type ReportRowOf, ReportScreen } from '@/kit/report';
import { type TextKey, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';

type Job = ReportRowOf<typeof trpc.demand.PrintHistory.list>;

const stateLabels: Record<PrintJobState, TextKey> = {
  reserved: 'jobReserved',
  sending: 'jobSending',
  sent: 'jobSent',
  failed: 'jobFailed',
  unknown: 'jobUnknown',
};

const report = defineReport({
  title: 'Print History',
  search: trpc.demand.PrintHistory.list,
  filters: [
    { kind: 'date', name: 'dateFrom', label: 'from', initial: null },
    { kind: 'date', name: 'dateTo', label: 'to', initial: null },
    { kind: 'text', name: 'printerName', label: 'printer', maxLength: 30, upper: true },
    { kind: 'text', name: 'userId', label: 'user', maxLength: 50 },
    {
      kind: 'select',
      name: 'state',
      label: 'state',
      options: printJobStates.map((s) => ({ value: s, label: stateLabels[s] })),
      clearable: true,
    },
    { kind: 'text', name: 'serial', label: 'serialNo', maxLength: 30, upper: true },
  ],
  query: (v) => ({
    dateFrom: dayText(v.dateFrom),
    dateTo: dayText(v.dateTo),
    printerName: v.printerName,
    userId: v.userId,
    state: v.state,
    serial: v.serial,
  }),
  columns: () =>
    PrintJobRow.columns
      .filter((field) => field !== 'sewsDesignLevel')
      .map((field) => ({ field, label: PrintJobRow.fields[field].label })),
  pickOne: true,
  toolbar: ({ picked }) => <JobActions job={picked} />,
});

/** Preview of the bytes a job sent, and its reprint (update on the screen that printed it). */
function JobActions({ job }: { job: Job | undefined }) {
  const t = useT();
  const tree = useSession()?.permissionTree ?? [];
  const [previewOf, setPreviewOf] = useState<number | null>(null);
  const preview = trpc.demand.PrintHistory.preview.useQuery({ id: previewOf ?? 0 }, { enabled: previewOf !== null });
  const reprint = trpc.demand.PrintHistory.reprint.useMutation();
  const module = job?.screen ? (moduleOfScreen(job.screen)?.key ?? DEMAND_MODULE) : DEMAND_MODULE;
  const mayReprint = job?.screen && can(tree, { module, screen: job.screen }, 'update');
  const sentSomething = job && job.state !== 'failed';

  const onReprint = async () => {
    if (!job) return;
    const range = serialRange(job.firstSerial, job.lastSerial) ?? '';
    if (!(await confirm(t('reprintConfirm', { id: job.id, range, printer: job.printerName ?? '' })))) return;
    try {
      const reply = await reprint.mutateAsync({ id: job.id, screen: job.screen as never });
      toast.success(t('reprinted', { message: reply.message, id: reply.printId, range }));
    } catch (error) {
      const outcome = printFailed(error);
      if (outcome) toast.error(outcome.message);
    }
  };

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEye size={16} />}
        disabled={!sentSomething}
        onClick={() => setPreviewOf(job?.id ?? null)}
      >
        {t('preview')}
      </Button>
      <Button
        size="xs"
        leftSection={<IconPrinter size={16} />}
        disabled={!sentSomething || !mayReprint}
        loading={reprint.isPending}
        onClick={onReprint}
      >
        {t('reprint')}
      </Button>
      <Modal
        opened={previewOf !== null}
        onClose={() => setPreviewOf(null)}
        title={t('printJob', { id: previewOf ?? '' })}
        size="xl"
      >
        {preview.data && (
          <Stack gap="sm">
            <LabelPreview preview={preview.data.preview} caption={t('firstLabel')} />
            <ScrollArea h={240} type="auto">
              <Code block data-testid="sent-zpl">
                {preview.data.zpl}
              </Code>
            </ScrollArea>
          </Stack>
        )}
      </Modal>
    </Group>
  );
}

/** /PrintHistory: every print job, found by date, printer, user, state or a serial it holds. */
export default function PrintHistory() {
  return <ReportScreen def={report} />;
}
