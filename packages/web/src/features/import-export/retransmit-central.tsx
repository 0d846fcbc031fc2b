import { MAX_TAKE, importExportMessages as m } from '@fgss/contracts';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconPlayerStop, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { dayText, defineReport, ReportScreen, type ValuesOf } from '@/kit/report';
import { useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import { AckReason, AckStateBadge, RESULT_TEXTS } from './ack-state-badge';
import { AsnProblem } from './asn-problem';
import { useRetransmit } from './use-retransmit';

const SCREEN = 'RetransmitASNCentraltoCustoms';
const calls = trpc.import.RetransmitASNCentraltoCustoms;
type Row = { asnNumber: string };
type StateRow = { ackState: string | null; ackReason: string | null };

interface ActionsProps {
  date: string | undefined;
  rows: Row[];
  ticked: Row[];
}

/** Confirm (the ticked ASNs) and Confirm All (every ASN of the searched date), with the run's progress. */
function RetransmitActions({ date, rows, ticked }: ActionsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { update } = useScreenRights(SCREEN);
  const { run, progress, cancel } = useRetransmit(
    (asnNumber, opts) => trpcClient.import.RetransmitASNCentraltoCustoms.retransmit.mutate({ date, asnNumber }, opts),
    () => void queryClient.invalidateQueries(trpc.import.RetransmitASNCentraltoCustoms.asnNumbers.pathFilter()),
  );
  const busy = progress !== null;
  const said =
    progress &&
    t(progress.stopping ? 'retransmitStopping' : 'retransmitting', {
      n: progress.n,
      total: progress.total,
      asn: progress.asn,
    });

  const confirmTicked = async () => {
    if (await confirm(m.confirmOne)) await run(ticked.map((r) => r.asnNumber));
  };
  const confirmAll = async () => {
    if (!date || !(await confirm(m.confirmAll))) return;
    const all = await queryClient.fetchQuery(
      trpc.import.RetransmitASNCentraltoCustoms.asnNumbers.queryOptions({ date, skip: 0, take: MAX_TAKE }),
    );
    await run(all.data.map((r) => r.asnNumber));
  };

  return (
    <Group gap="sm">
      <Button
        size="xs"
        leftSection={<IconSend size={16} />}
        disabled={!update || busy || !date || ticked.length === 0}
        onClick={confirmTicked}
      >
        {t('confirm')}
      </Button>
      {/* Nothing found: nothing to confirm. */}
      <Button size="xs" variant="light" disabled={!update || busy || !date || rows.length === 0} onClick={confirmAll}>
        {t('confirmAll')}
      </Button>
      {!update && (
        <Text size="sm" c="dimmed">
          {t('noRetransmitRight')}
        </Text>
      )}
      {progress && (
        <Group gap="xs" data-testid="retransmit-progress">
          <Progress aria-label={said ?? ''} value={((progress.n - 1) / progress.total) * 100} w={140} animated />
          <Text size="sm">{said}</Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconPlayerStop size={14} />}
            disabled={progress.stopping}
            onClick={cancel}
          >
            {t('cancel')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/**
 * /RetransmitASNCentraltoCustoms (spec 3 sections 2.3, 4, 8): the shipped ASNs of a date with
 * their last transmission; the ticked ones, or all of the date, are sent to customs again.
 */
export default function RetransmitASNCentraltoCustoms() {
  const t = useT();
  const def = useMemo(() => {
    const filters = [{ kind: 'date', name: 'date', label: 'asnDate', initial: 'today' }] as const;
    const dateOf = (v: ValuesOf<typeof filters> | null) => (v ? dayText(v.date) : undefined);
    return defineReport({
      title: t('retransmitCentral'),
      filters,
      search: calls.asnNumbers,
      columns: () => [
        { field: 'plantCode', label: t('plantCode'), size: 120 },
        { field: 'asnNumber', label: t('asnNumber'), size: 160 },
        // Where the ASN stands first, in view without scrolling: the partner's state, then what customs did.
        {
          field: 'ackState',
          label: t('ackState'),
          size: 190,
          cell: (row: StateRow) => <AckStateBadge named state={row.ackState} reason={row.ackReason} />,
        },
        { field: 'lastResult', label: t('lastResult'), size: 180, texts: RESULT_TEXTS },
        { field: 'lastTransmittedAt', label: t('lastTransmitted'), size: 165 },
        { field: 'lastUser', label: t('lastUser'), size: 140 },
        { field: 'asnVersion', label: t('asnVersion'), size: 90 },
        { field: 'shipDate', label: t('shipDate'), size: 165 },
        { field: 'ackReason', label: t('ackReason'), size: 260, cell: (row: StateRow) => <AckReason row={row} /> },
        // A stored value that stops the ASN, with the master to fix it in.
        {
          field: 'problem',
          label: t('asnProblem'),
          size: 360,
          cell: (row: { problem: string | null }) => <AsnProblem problem={row.problem} />,
        },
      ],
      pickMany: true,
      actions: ({ values, rows, ticked }) => <RetransmitActions date={dateOf(values)} rows={rows} ticked={ticked} />,
    });
  }, [t]);
  return <ReportScreen def={def} />;
}
