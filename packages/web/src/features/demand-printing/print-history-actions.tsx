import {
  ATTENTION_STATES,
  can,
  DEMAND_MODULE,
  moduleOfScreen,
  type PrintJobState,
  type ReprintScreen,
} from '@fgss/contracts';
import { Button, Code, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconPrinter, IconPrinterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LabelPreview, PrintMissing } from '@/kit/print-screen';
import { useSpecText, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { useConfirmJob } from './confirm-job';
import type { Job } from './print-history-job';
import { usePlantPrinters } from './print-history-printers';
import { ReprintDialog } from './print-history-reprint';

const needsAttention = (state: string | null | undefined) =>
  (ATTENTION_STATES as readonly PrintJobState[]).includes(state as PrintJobState);

type Open = 'preview' | 'reprint' | 'missing' | null;

/**
 * A job's preview of the bytes it sent and its reprint; a job needing attention (partly printed
 * or unknown) is confirmed after checking the printer, or has its missing serials printed. The
 * actions need update on the screen that printed the job.
 */
export function JobActions({ job }: { job: Job | undefined }) {
  const t = useT();
  const tree = useSession()?.permissionTree ?? [];
  const [open, setOpen] = useState<Open>(null);
  const settle = useConfirmJob();
  const screen = job?.screen as ReprintScreen | undefined;
  const module = screen ? (moduleOfScreen(screen)?.key ?? DEMAND_MODULE) : DEMAND_MODULE;
  const mayUpdate = Boolean(screen && can(tree, { module, screen }, 'update'));
  const sentSomething = Boolean(job && job.state !== 'failed');
  const attention = needsAttention(job?.state);

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEye size={16} />}
        disabled={!sentSomething}
        onClick={() => setOpen('preview')}
      >
        {t('preview')}
      </Button>
      <Button
        size="xs"
        leftSection={<IconPrinter size={16} />}
        disabled={!sentSomething || !mayUpdate}
        onClick={() => setOpen('reprint')}
      >
        {t('reprint')}
      </Button>
      {attention && (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={16} />}
            disabled={!mayUpdate}
            loading={settle.isPending}
            onClick={() => job && screen && settle.run({ ...job, screen, printerName: job.printerName ?? null })}
          >
            {t('confirmPrinted')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconPrinterOff size={16} />}
            disabled={!mayUpdate}
            onClick={() => setOpen('missing')}
          >
            {t('printMissingSerials')}
          </Button>
        </>
      )}
      {job && open === 'preview' && <JobPreview id={job.id} onClose={() => setOpen(null)} />}
      {job && screen && open === 'reprint' && (
        <ReprintDialog key={job.id} job={job} screen={screen} onClose={() => setOpen(null)} />
      )}
      {job && screen && open === 'missing' && (
        <MissingDialog key={job.id} job={job} screen={screen} onClose={() => setOpen(null)} />
      )}
    </Group>
  );
}

function JobPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const preview = useQuery(trpc.demand.PrintHistory.preview.queryOptions({ id }));
  return (
    <Modal opened onClose={onClose} title={t('printJob', { id })} size="xl">
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
  );
}

/** The missing serials of a job needing attention, on its printer or another one of the plant. */
function MissingDialog({ job, screen, onClose }: { job: Job; screen: ReprintScreen; onClose: () => void }) {
  const t = useT();
  const spec = useSpecText();
  const printers = usePlantPrinters(screen);
  return (
    <Modal opened onClose={onClose} title={t('printJob', { id: job.id })} size="lg">
      {job.message && <Text size="sm">{spec(job.message)}</Text>}
      <PrintMissing missing={{ job: job.id, printer: job.printerName ?? '' }} screen={screen} printers={printers} />
    </Modal>
  );
}
