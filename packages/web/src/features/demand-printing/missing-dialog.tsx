import type { ReprintScreen } from '@fgss/contracts';
import { Modal, Text } from '@mantine/core';
import { PrintMissing } from '@/kit/print-screen';
import { useSpecText, useT } from '@/lib/i18n';

/** The job a missing-serials dialog was opened for, as it was then. */
export interface MissingJob {
  id: number;
  printerName: string | null;
  message: string | null;
}

/**
 * The missing serials of a job needing attention, on its printer or another one of the plant
 * (Print History's row, Print Center's attention list). It is given the job as it was when opened
 * and keeps it: the list behind it reloads and moves as jobs change, the dialog does not, and its
 * result stays until it is closed.
 */
export function MissingDialog({
  job,
  screen,
  printers,
  onClose,
}: {
  job: MissingJob;
  screen: ReprintScreen;
  printers: string[];
  onClose: () => void;
}) {
  const t = useT();
  const spec = useSpecText();
  return (
    <Modal opened onClose={onClose} title={t('printJob', { id: job.id })} size="lg">
      {job.message && <Text size="sm">{spec(job.message)}</Text>}
      <PrintMissing missing={{ job: job.id, printer: job.printerName ?? '' }} screen={screen} printers={printers} />
    </Modal>
  );
}
