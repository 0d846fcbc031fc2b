import {
  importExportMessages as m,
  messages,
  RETRANSMIT_TIMEOUT_MS,
  TOAST_MS,
  type Transmission,
} from '@fgss/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import { LookupSelect } from '@/kit/report';
import { useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { retransmitFailure } from './retransmit-failure';

/**
 * /RetransmitASNtoCustoms (spec 3 sections 2.3, 5, 8): one shipped ASN sent to customs again.
 * A blank choice is '[20001] Cannot Be Blank.' and 'Please select ASN Number.'; a failure of the
 * service or of customs is '504 Gateway Time-out', with the reason below it.
 */
export default function RetransmitASNtoCustoms() {
  const t = useT();
  const utils = trpc.useUtils();
  const { update } = useScreenRights('RetransmitASNtoCustoms');
  const [asn, setAsn] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Transmission | null>(null);

  const choose = (value: string | null) => {
    setAsn(value);
    setBlank(false);
    setLast(null);
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
      const reply = await utils.client.import.RetransmitASNtoCustoms.retransmit.mutate(
        { asnNumber: asn },
        { signal: AbortSignal.timeout(RETRANSMIT_TIMEOUT_MS) },
      );
      toast.success(reply.message);
      setLast(reply.transmissions.at(-1) ?? null);
    } catch (error) {
      const failure = retransmitFailure(error, null);
      // A refusal (an ASN the server lacks, no right) says why; any other failure is the spec's 504.
      const told = failure.retryable ? [messages.gatewayTimeout, failure.detail] : [failure.detail ?? failure.text];
      toast.error(told.filter(Boolean).join('\n'), TOAST_MS.long);
    } finally {
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
          {last && (
            <Text size="sm" data-testid="last-transmission">
              {t('lastTransmitted')}: {last.transmittedAt} · {t('lastUser')}: {last.userId} · {t('lastResult')}:{' '}
              {last.result} ({last.detail})
            </Text>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
