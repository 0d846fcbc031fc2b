import type { JobSummary } from '@fgss/contracts';
import { useCallback } from 'react';
import { useJobChanges, usePrinterStream } from './printer-stream';

/**
 * Follows the plant's printer stream while mounted and hands on every change of one job (a print
 * result waiting for its printer); draws nothing.
 */
export function FollowJob({ job, onChange }: { job: number; onChange: (job: JobSummary) => void }) {
  // The stream is open while it has a follower: this one keeps it open for the job's changes.
  usePrinterStream();
  const listener = useCallback((changed: JobSummary) => changed.id === job && onChange(changed), [job, onChange]);
  useJobChanges(listener);
  return null;
}
