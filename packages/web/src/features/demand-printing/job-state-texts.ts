import type { PrintJobState } from '@fgss/contracts';
import type { TextKey } from '@/lib/i18n';

/** A print job's state in the user's words (Print History's column, Trace's steps). */
export const JOB_STATE_TEXTS: Record<PrintJobState, TextKey> = {
  reserved: 'jobReserved',
  sending: 'jobSending',
  sent: 'jobSent',
  printed: 'jobPrinted',
  partlyPrinted: 'jobPartlyPrinted',
  failed: 'jobFailed',
  unknown: 'jobUnknown',
};
