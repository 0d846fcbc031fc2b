import type { AckState, TransmissionPurpose, TransmissionResult } from '@fgss/contracts';
import { Badge, Text, Tooltip } from '@mantine/core';
import { useSpecText, useT } from '@/lib/i18n';
import type { TextKey } from '@/lib/texts/catalogue';

const LOOK: Record<AckState, { label: TextKey; color: string; variant: 'filled' | 'light' }> = {
  sent: { label: 'ackSent', color: 'blue', variant: 'light' },
  accepted: { label: 'ackAccepted', color: 'green', variant: 'light' },
  acceptedWithErrors: { label: 'ackAcceptedWithErrors', color: 'yellow', variant: 'light' },
  // What needs the user: a refusal of the partner, or a 997 that never came.
  rejected: { label: 'ackRejected', color: 'red', variant: 'filled' },
  overdue: { label: 'ackOverdue', color: 'orange', variant: 'filled' },
  failed: { label: 'ackFailed', color: 'gray', variant: 'light' },
};

/** The states in the user's words: a state column's texts (grid and export). */
export const ACK_STATE_TEXTS = Object.fromEntries(
  Object.entries(LOOK).map(([state, look]) => [state, look.label]),
) as Record<AckState, TextKey>;

/**
 * What customs' gateway did with a transmission (delivered, refused...): said apart from the
 * partner's state, so 'delivered' beside a rejection does not read as a contradiction.
 */
export const RESULT_TEXTS: Record<TransmissionResult, TextKey> = {
  accepted: 'resultAccepted',
  refused: 'resultRefused',
  unreachable: 'resultUnreachable',
  timeout: 'resultTimeout',
  invalid: 'resultInvalid',
};

/** An 856's purpose (BSN01): an original, or a replacement of one the partner accepted. */
export const PURPOSE_TEXTS: Record<TransmissionPurpose, TextKey> = {
  original: 'purposeOriginal',
  replacement: 'purposeReplacement',
};

/**
 * Where an ASN's last transmission stands with the partner, its reasons (translated) on hover.
 * `named`: said as the partner's ('Partner: Rejected') where customs' result stands beside it
 * without a header of its own (a transmission that never reached customs has no partner state).
 */
export function AckStateBadge({
  state,
  reason,
  named,
}: {
  state: string | null;
  reason: string | null;
  named?: boolean;
}) {
  const t = useT();
  const specText = useSpecText();
  const look = LOOK[state as AckState];
  if (!look) return null;
  const badge = (
    <Badge variant={look.variant} color={look.color} radius="sm" tt="none" data-state={state}>
      {named && state !== 'failed' ? t('partnerSays', { state: t(look.label) }) : t(look.label)}
    </Badge>
  );
  return reason ? (
    <Tooltip label={specText(reason)} multiline maw={420} style={{ whiteSpace: 'pre-line' }} withinPortal>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}

/** A transmission's result in the user's words, with its detail (customs' control number, or why it failed). */
export function TransmissionResultText({ result, detail }: { result: string; detail: string }) {
  const t = useT();
  const specText = useSpecText();
  const key = RESULT_TEXTS[result as TransmissionResult];
  const said = key ? t(key) : result;
  return (
    <>
      {said}
      {detail ? ` (${specText(detail)})` : ''}
    </>
  );
}

/** The partner's reasons as text, in the user's language, one per line. */
export function AckReason({ row }: { row: { ackReason: string | null } }) {
  const specText = useSpecText();
  return row.ackReason ? (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {specText(row.ackReason)}
    </Text>
  ) : null;
}
