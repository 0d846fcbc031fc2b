import {
  can,
  DEMAND_MODULE,
  type JobSummary,
  moduleOfScreen,
  type ReprintScreen,
  screenLabel,
  serialRange,
} from '@fgss/contracts';
import { Button, Group, Table, Text, Title } from '@mantine/core';
import { IconPrinterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSpecText, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useConfirmJob } from '../confirm-job';
import { MissingDialog } from '../missing-dialog';

/**
 * Jobs whose labels may be missing: Confirm (every label came out, after checking the printer)
 * or Print missing on the job's printer or another of the plant. Both need update on the screen
 * that printed the job, as a reprint does. Print missing opens a dialog on the job as it was
 * clicked, held here rather than in its row: the job leaves the list once its serials are out,
 * and the dialog stays on it, with its result, until it is closed.
 */
export function AttentionList({ jobs, printers }: { jobs: JobSummary[]; printers: string[] }) {
  const t = useT();
  const [missing, setMissing] = useState<JobSummary | null>(null);
  return (
    <section aria-label={t('attention')}>
      {missing && (
        <MissingDialog
          job={missing}
          screen={missing.screen as ReprintScreen}
          printers={printers}
          onClose={() => setMissing(null)}
        />
      )}
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
              <AttentionRow key={job.id} job={job} onPrintMissing={() => setMissing(job)} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function AttentionRow({ job, onPrintMissing }: { job: JobSummary; onPrintMissing: () => void }) {
  const t = useT();
  const spec = useSpecText();
  const tree = useSession()?.permissionTree ?? [];
  const settle = useConfirmJob();
  const module = moduleOfScreen(job.screen)?.key ?? DEMAND_MODULE;
  const mayAct = can(tree, { module, screen: job.screen }, 'update');
  const screen = job.screen as ReprintScreen;

  return (
    <Table.Tr data-testid="attention-job" data-job={job.id}>
      <Table.Td>{job.id}</Table.Td>
      <Table.Td>{job.printedAt}</Table.Td>
      <Table.Td>{job.printerName}</Table.Td>
      <Table.Td>{spec(screenLabel(job.screen))}</Table.Td>
      <Table.Td>{serialRange(job.firstSerial, job.lastSerial)}</Table.Td>
      <Table.Td title={job.message ? spec(job.message) : undefined}>
        {t(job.state === 'partlyPrinted' ? 'partlyPrinted' : 'jobUnknown')}
      </Table.Td>
      <Table.Td ta="right">{t('labelsOutOf', { out: job.printedLabels, of: job.labels * job.copies })}</Table.Td>
      <Table.Td>
        {mayAct && (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconPrinterOff size={16} />}
              onClick={onPrintMissing}
            >
              {t('printMissingSerials')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={settle.isPending}
              onClick={() => settle.run({ ...job, screen })}
            >
              {t('confirmPrinted')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
