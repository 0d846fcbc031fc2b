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
import { useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';

type Job = ReportRowOf<typeof trpc.demand.PrintHistory.list>;

const stateLabels: Record<PrintJobState, string> = {
  reserved: 'Reserved',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed (nothing printed)',
  unknown: 'Unknown (may have printed)',
};

const report = defineReport({
  title: 'Print History',
  search: trpc.demand.PrintHistory.list,
  filters: [
    { kind: 'date', name: 'dateFrom', label: 'From', initial: null },
    { kind: 'date', name: 'dateTo', label: 'To', initial: null },
    { kind: 'text', name: 'printerName', label: 'Printer', maxLength: 30, upper: true },
    { kind: 'text', name: 'userId', label: 'User', maxLength: 50 },
    {
      kind: 'select',
      name: 'state',
      label: 'State',
      options: printJobStates.map((s) => ({ value: s, label: stateLabels[s] })),
      clearable: true,
    },
    { kind: 'text', name: 'serial', label: 'Serial No', maxLength: 30, upper: true },
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
  const tree = useSession()?.permissionTree ?? [];
  const [previewOf, setPreviewOf] = useState<number | null>(null);
  const preview = trpc.demand.PrintHistory.preview.useQuery({ id: previewOf ?? 0 }, { enabled: previewOf !== null });
  const reprint = trpc.demand.PrintHistory.reprint.useMutation();
  const module = job?.screen ? (moduleOfScreen(job.screen)?.key ?? DEMAND_MODULE) : DEMAND_MODULE;
  const mayReprint = job?.screen && can(tree, { module, screen: job.screen }, 'update');
  const sentSomething = job && job.state !== 'failed';

  const onReprint = async () => {
    if (!job) return;
    const range = serialRange(job.firstSerial, job.lastSerial);
    if (!(await confirm(`Reprint job ${job.id} (${range}) on ${job.printerName}? The same serials print again.`)))
      return;
    try {
      const reply = await reprint.mutateAsync({ id: job.id, screen: job.screen as never });
      toast.success(`${reply.message} Reprint job ${reply.printId}: ${serialRange(job.firstSerial, job.lastSerial)}.`);
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
        Preview
      </Button>
      <Button
        size="xs"
        leftSection={<IconPrinter size={16} />}
        disabled={!sentSomething || !mayReprint}
        loading={reprint.isPending}
        onClick={onReprint}
      >
        Reprint
      </Button>
      <Modal opened={previewOf !== null} onClose={() => setPreviewOf(null)} title={`Print job ${previewOf}`} size="xl">
        {preview.data && (
          <Stack gap="sm">
            <LabelPreview preview={preview.data.preview} caption="First label" />
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
