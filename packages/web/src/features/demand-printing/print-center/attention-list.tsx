import {
  can,
  DEMAND_MODULE,
  type JobSummary,
  moduleOfScreen,
  type ReprintScreen,
  screenLabel,
  serialRange,
} from '@fgss/contracts';
import { Button, Group, Select, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { printFailed } from '@/kit/print-screen';
import { useSpecText, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';

/**
 * Jobs whose labels may be missing: Confirm (every label came out, after checking the printer)
 * or Print missing on the job's printer or another of the plant. Both need update on the screen
 * that printed the job, as a reprint does.
 */
export function AttentionList({ jobs, printers }: { jobs: JobSummary[]; printers: string[] }) {
  const t = useT();
  return (
    <section aria-label={t('attention')}>
      <Title order={3} size="h5" mb="xs">
        {t('attention')}
      </Title>
      {jobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('attentionEmpty')}
        </Text>
      ) : (
        <Table withTableBorder fz="xs" aria-label={t('attention')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('job')}</Table.Th>
              <Table.Th>{t('jobTime')}</Table.Th>
              <Table.Th>{t('printer')}</Table.Th>
              <Table.Th>{t('screen')}</Table.Th>
              <Table.Th>{t('serials')}</Table.Th>
              <Table.Th>{t('state')}</Table.Th>
              <Table.Th ta="right">{t('labelsOut')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <AttentionRow key={job.id} job={job} printers={printers} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function AttentionRow({ job, printers }: { job: JobSummary; printers: string[] }) {
  const t = useT();
  const spec = useSpecText();
  const utils = trpc.useUtils();
  const tree = useSession()?.permissionTree ?? [];
  const [target, setTarget] = useState<string | null>(job.printerName);
  const settle = trpc.demand.PrintHistory.confirm.useMutation();
  const printMissing = trpc.demand.PrintHistory.printMissing.useMutation();
  const module = moduleOfScreen(job.screen)?.key ?? DEMAND_MODULE;
  const mayAct = can(tree, { module, screen: job.screen }, 'update');
  const screen = job.screen as ReprintScreen;
  const range = serialRange(job.firstSerial, job.lastSerial);

  const done = async (message: string) => {
    toast.success(spec(message));
    await utils.demand.PrintCenter.snapshot.invalidate();
  };
  const onConfirm = async () => {
    if (!(await confirm(t('confirmPrintedAsk', { printer: job.printerName, id: job.id, range })))) return;
    try {
      await done((await settle.mutateAsync({ id: job.id, screen })).message);
    } catch (error) {
      const outcome = printFailed(error);
      if (outcome) toast.error(outcome.message);
    }
  };
  const onPrintMissing = async () => {
    if (!target) return;
    try {
      await done((await printMissing.mutateAsync({ id: job.id, screen, printerName: target })).message);
    } catch (error) {
      const outcome = printFailed(error);
      if (outcome) toast.error(outcome.message);
    }
  };

  return (
    <Table.Tr data-testid="attention-job" data-job={job.id}>
      <Table.Td>{job.id}</Table.Td>
      <Table.Td>{job.printedAt}</Table.Td>
      <Table.Td>{job.printerName}</Table.Td>
      <Table.Td>{spec(screenLabel(job.screen))}</Table.Td>
      <Table.Td>{range}</Table.Td>
      <Table.Td title={job.message ? spec(job.message) : undefined}>
        {t(job.state === 'partlyPrinted' ? 'partlyPrinted' : 'jobUnknown')}
      </Table.Td>
      <Table.Td ta="right">{t('labelsOutOf', { out: job.printedLabels, of: job.labels * job.copies })}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            w={200}
            aria-label={t('printMissingOn')}
            data={printers}
            value={target}
            onChange={setTarget}
            allowDeselect={false}
          />
          <Button size="xs" disabled={!mayAct || !target} loading={printMissing.isPending} onClick={onPrintMissing}>
            {t('printMissing')}
          </Button>
          <Button size="xs" variant="default" disabled={!mayAct} loading={settle.isPending} onClick={onConfirm}>
            {t('confirmPrinted')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
