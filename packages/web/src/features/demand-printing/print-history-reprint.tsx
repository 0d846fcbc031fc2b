import {
  demandMessages,
  type ReprintReason,
  type ReprintScreen,
  reprintInput,
  reprintReasons,
  serialRange,
} from '@fgss/contracts';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PrintOutcome, PrintResult, printFailed, printSucceeded } from '@/kit/print-screen';
import { type TextKey, useSpecText, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import type { Job } from './print-history-job';
import { usePlantPrinters } from './print-history-printers';

export const reasonLabels: Record<ReprintReason, TextKey> = {
  damaged: 'reprintDamaged',
  jam: 'reprintJam',
  lost: 'reprintLost',
  test: 'reprintTest',
  other: 'reprintOther',
};

/**
 * A governed reprint: the user says why (damaged, jam, lost, test, or other in words), and the
 * reply shows what the printer confirmed, with its missing serials when it stopped part way.
 * `job` is the job as it was when the dialog opened (never read again from the grid): after the
 * reply the dialog shows it and offers only Close, so one dialog is one reprint of one job.
 */
export function ReprintDialog({ job, screen, onClose }: { job: Job; screen: ReprintScreen; onClose: () => void }) {
  const t = useT();
  const spec = useSpecText();
  const queryClient = useQueryClient();
  const printers = usePlantPrinters(screen);
  const reprint = useMutation(trpc.demand.PrintHistory.reprint.mutationOptions({ meta: { showsOwnFailure: true } }));
  const [reason, setReason] = useState<ReprintReason | null>(null);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<PrintOutcome | null>(null);
  const input = { id: job.id, screen, reason, note: note || undefined };
  const checked = reprintInput.safeParse(input);
  const noteError = reason === 'other' && !checked.success ? checked.error.issues[0]?.message : undefined;
  const range = serialRange(job.firstSerial, job.lastSerial);

  const run = async () => {
    if (!checked.success) return;
    try {
      setOutcome(printSucceeded(await reprint.mutateAsync(checked.data), demandMessages.sentToPrinter));
      void queryClient.invalidateQueries(trpc.demand.PrintHistory.list.pathFilter());
    } catch (error) {
      setOutcome(printFailed(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('reprintJob', { id: job.id })} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('reprintConfirm', { id: job.id, range, printer: job.printerName ?? '' })}</Text>
        <Radio.Group label={t('reprintReason')} value={reason} onChange={(v) => setReason(v as ReprintReason)} required>
          <Group gap="md" mt={4}>
            {reprintReasons.map((r) => (
              <Radio key={r} value={r} label={t(reasonLabels[r])} disabled={Boolean(outcome)} />
            ))}
          </Group>
        </Radio.Group>
        {reason === 'other' && (
          <Textarea
            label={t('reprintNote')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={200}
            required
            readOnly={Boolean(outcome)}
            error={noteError && spec(noteError)}
            autosize
          />
        )}
        {outcome ? (
          <>
            <PrintResult outcome={outcome} screen={screen} printers={printers} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              leftSection={<IconPrinter size={16} />}
              disabled={!checked.success}
              loading={reprint.isPending}
              onClick={run}
            >
              {t('reprint')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
