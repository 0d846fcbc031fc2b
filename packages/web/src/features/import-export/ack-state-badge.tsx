import type { AckState } from '@fgss/contracts';
import { Badge } from '@mantine/core';
import type { TextKey } from '@/lib/i18n';

/** A transmission's state with the partner in the user's words. */
export const ACK_STATE_TEXTS: Record<AckState, TextKey> = {
  sent: 'ackSent',
  accepted: 'ackAccepted',
  acceptedWithErrors: 'ackAcceptedWithErrors',
  rejected: 'ackRejected',
  overdue: 'ackOverdue',
  failed: 'ackFailed',
};

/** Rejected and overdue need someone to act: filled and strong; the rest are quiet. */
const looks: Record<AckState, { color: string; variant: 'filled' | 'light' }> = {
  sent: { color: 'blue', variant: 'light' },
  accepted: { color: 'green', variant: 'light' },
  acceptedWithErrors: { color: 'yellow', variant: 'light' },
  rejected: { color: 'red', variant: 'filled' },
  overdue: { color: 'orange', variant: 'filled' },
  failed: { color: 'gray', variant: 'light' },
};

/** The state as a badge (its words given), marked with the state for tests and styles. */
export function AckStateBadge({ state, text }: { state: AckState; text: string }) {
  return (
    <Badge {...looks[state]} radius="sm" tt="none" data-ack-state={state}>
      {text}
    </Badge>
  );
}
