import {
  ATTENTION_STATES,
  can,
  DEMAND_MODULE,
  moduleOfScreen,
  type PrintJobState,
  type ReprintScreen,
} from '@fgss/contracts';
import { Button, Code, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { IconCheck, IconEye, IconPrinter, IconPrinterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LabelPreview } from '@/kit/print-screen';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { useConfirmJob } from './confirm-job';
import { MissingDialog } from './missing-dialog';
import type { Job } from './print-history-job';
import { usePlantPrinters } from './print-history-printers';
import { ReprintDialog } from './print-history-reprint';

const needsAttention = (state: string | null | undefined) =>
  (ATTENTION_STATES as readonly PrintJobState[]).includes(state as PrintJobState);

/**
 * A dialog open on a job: the job as it was when the button was clicked. The grid's picked row is
 * its position on the page, and the list reloads after every print (a reprint adds a row above),
 * so the dialog never reads the pick again: it stays on its job until it is closed.
 */
type Open = { kind: 'preview' | 'reprint' | 'missing'; job: Job; screen: ReprintScreen } | null;

/**
 * A job's preview of the bytes it sent and its reprint; a job needing attention (partly printed
 * or unknown) is confirmed after checking the printer, or has its missing serials printed. The
 * actions need update on the screen that printed the job.
 */
export function JobActions({ job }: { job: Job | undefined }) {
  const t = useT();
  const tree = useSession()?.permissionTree ?? [];
  const [open, setOpen] = useState<Open>(null);
  const openOn = (kind: NonNullable<Open>['kind']) => job && screen && setOpen({ kind, job, screen });
  const close = () => setOpen(null);
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
        onClick={() => openOn('preview')}
      >
        {t('preview')}
      </Button>
      <Button
        size="xs"
        leftSection={<IconPrinter size={16} />}
        disabled={!sentSomething || !mayUpdate}
        onClick={() => openOn('reprint')}
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
            onClick={() => openOn('missing')}
          >
            {t('printMissingSerials')}
          </Button>
        </>
      )}
      {open?.kind === 'preview' && <JobPreview id={open.job.id} onClose={close} />}
      {open?.kind === 'reprint' && <ReprintDialog job={open.job} screen={open.screen} onClose={close} />}
      {open?.kind === 'missing' && <HistoryMissing job={open.job} screen={open.screen} onClose={close} />}
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

/** Print missing from Print History: to the printers the screen that printed the job lists. */
function HistoryMissing({ job, screen, onClose }: { job: Job; screen: ReprintScreen; onClose: () => void }) {
  const printers = usePlantPrinters(screen);
  return (
    <MissingDialog
      job={{ id: job.id, printerName: job.printerName ?? null, message: job.message ?? null }}
      screen={screen}
      printers={printers}
      onClose={onClose}
    />
  );
}
