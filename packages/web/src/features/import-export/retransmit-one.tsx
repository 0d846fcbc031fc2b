import { importExportMessages as m, messages, RETRANSMIT_TIMEOUT_MS, TOAST_MS } from '@fgss/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cellText } from '@/kit/date/format-date';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import { LookupSelect } from '@/kit/report';
import { useDateFormat, useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import { AckReason, AckStateBadge, TransmissionResultText } from './ack-state-badge';
import { AsnProblem } from './asn-problem';
import { retransmitFailure } from './retransmit-failure';

/** How often the screen asks again for a transmission whose 997 has not come yet. */
const AWAITED_ACK_REFRESH_MS = 10_000;

/**
 * /RetransmitASNtoCustoms (spec 3 sections 2.3, 5, 8): one shipped ASN sent to customs again.
 * A blank choice is '[20001] Cannot Be Blank.' and 'Please select ASN Number.'; a failure of the
 * service or of customs is '504 Gateway Time-out', with the reason below it.
 */
export default function RetransmitASNtoCustoms() {
  const t = useT();
  const dateFormat = useDateFormat();
  const queryClient = useQueryClient();
  const { update } = useScreenRights('RetransmitASNtoCustoms');
  const [asn, setAsn] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const [busy, setBusy] = useState(false);
  // The chosen ASN's last transmission; while its 997 is awaited, asked again now and then.
  const lastCall = trpc.import.RetransmitASNtoCustoms.lastTransmission;
  const answer = useQuery(
    lastCall.queryOptions(
      { asnNumber: asn ?? '' },
      {
        enabled: asn !== null,
        refetchInterval: (q) => (q.state.data?.transmission?.ackState === 'sent' ? AWAITED_ACK_REFRESH_MS : false),
      },
    ),
  ).data;
  const last = answer?.transmission;

  const choose = (value: string | null) => {
    setAsn(value);
    setBlank(false);
  };
  const send = async () => {
    if (!asn) {
      setBlank(true);
      toast.warning(m.selectAsn);
      return;
    }
    if (!(await confirm(m.confirmOne))) return;
    setBusy(true);
    try {
      const reply = await trpcClient.import.RetransmitASNtoCustoms.retransmit.mutate(
        { asnNumber: asn },
        { signal: AbortSignal.timeout(RETRANSMIT_TIMEOUT_MS) },
      );
      toast.success(reply.message);
    } catch (error) {
      const failure = retransmitFailure(error, null);
      // A refusal (an ASN the server lacks, no right) says why; any other failure is the spec's 504.
      const told = failure.retryable ? [messages.gatewayTimeout, failure.detail] : [failure.detail ?? failure.text];
      toast.error(told.filter(Boolean).join('\n'), TOAST_MS.long);
    } finally {
      // Whatever came of it (sent, refused, unreachable) is the ASN's last transmission now.
      await queryClient.invalidateQueries(
        trpc.import.RetransmitASNtoCustoms.lastTransmission.queryFilter({ asnNumber: asn }),
      );
      setBusy(false);
    }
  };

  return (
    <Page title={t('retransmitOne')}>
      <Paper withBorder radius="md" p="sm" shadow="xs">
        <Stack gap="sm">
          <Group align="flex-end" gap="md">
            <LookupSelect
              label={t('asnNumber')}
              call={trpc.import.RetransmitASNtoCustoms.asnNumbers}
              input={{}}
              value={asn}
              onChange={choose}
              w={300}
              error={blank ? m.cannotBeBlank : null}
            />
            <Button leftSection={<IconSend size={16} />} loading={busy} disabled={!update} onClick={send}>
              {t('confirm')}
            </Button>
            <Button variant="default" leftSection={<IconX size={16} />} disabled={busy} onClick={() => choose(null)}>
              {t('cancel')}
            </Button>
          </Group>
          {!update && (
            <Text size="sm" c="dimmed">
              {t('noRetransmitRight')}
            </Text>
          )}
          {asn && <AsnProblem problem={answer?.problem ?? null} />}
          {asn && last !== undefined && (
            <Group gap="xs" data-testid="last-transmission">
              {last ? (
                <>
                  <Text size="sm">
                    {t('lastTransmitted')}: {cellText(last.transmittedAt, dateFormat)} · {t('lastUser')}: {last.userId}{' '}
                    · {t('lastResult')}: <TransmissionResultText result={last.result} detail={last.detail} />
                  </Text>
                  <AckStateBadge named state={last.ackState} reason={last.ackReason} />
                  <AckReason row={last} />
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('ackNever')}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
