import {
  screenLabel,
  screenRoute,
  type TraceDetailKey,
  type TraceNode,
  type TraceReply,
  type TraceStep,
  traceSearch,
  type traceSearchInput,
} from '@fgss/contracts';
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Timeline, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { cellText } from '@/kit/date/format-date';
import { TypedDateInput } from '@/kit/date/typed-date-input';
import { exportGrid } from '@/kit/export/export-grid';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';
import { screenMessage } from '@/lib/api-error';
import { useDateFormat, useLanguage, useSpecText, useT } from '@/lib/i18n';
import type { TextKey } from '@/lib/texts/catalogue';
import { trpc } from '@/lib/trpc';
import { detailText, isCoded, traceExportColumns } from './trace-texts';

type Input = z.input<typeof traceSearchInput>;

interface Search {
  text: string;
  dateFrom?: string;
  dateTo?: string;
}
const day = (d: Date | null) => (d ? dayjs(d).format('YYYY-MM-DD') : undefined);

/**
 * /Trace: one search box for what a person has in hand (a scanner's Enter searches); a serial's
 * timeline, a container's tree, or where a part went in a date range. Every serial or ASN shown
 * traces in turn; every step opens the screen its record lives on.
 */
export default function TraceScreen() {
  const t = useT();
  const plant = usePlantChoice(trpc.report.Trace);
  const [text, setText] = useState('');
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const input = search && plant.plantId ? { plantID: plant.plantId, ...search } : null;
  const result = useQuery({
    ...trpc.report.Trace.search.queryOptions(input ?? { plantID: '', text: '' }),
    enabled: input !== null,
  });

  const trace = (serial: string) => {
    setText(serial);
    setSearch({ text: serial });
  };
  const submit = () => setSearch({ text: text.trim(), dateFrom: day(from), dateTo: day(to) });

  return (
    <Page title="Trace" actions={plant.select}>
      <Stack gap="md" maw={1300}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('traceSearchLabel')}
            description={t('traceSearchHint')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submit();
            }}
            maxLength={40}
            w={320}
            data-autofocus
            autoFocus
          />
          <TypedDateInput label={t('dateFrom')} value={from} onChange={setFrom} w={150} />
          <TypedDateInput label={t('dateTo')} value={to} onChange={setTo} w={150} />
          <Button onClick={submit} loading={result.isFetching}>
            {t('traceSearch')}
          </Button>
        </Group>
        {result.error && (
          <Alert color="red" role="alert">
            {screenMessage(result.error, result.error.message)}
          </Alert>
        )}
        {result.data && input && <TraceResult reply={result.data} input={input} onTrace={trace} />}
      </Stack>
    </Page>
  );
}

/** The whole trace as one sheet in the user's language (the gateway traces again with the user's rights). */
function ExportButton({ reply, input }: { reply: TraceReply; input: Input }) {
  const t = useT();
  const spec = useSpecText();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await exportGrid({
        procedure: traceSearch.name,
        loadOptions: input,
        title: t('traceExportTitle', { text: input.text }),
        columns: traceExportColumns(reply, t, spec),
        language,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={onExport}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('exportToExcel')}
    </Button>
  );
}

function TraceResult({
  reply,
  input,
  onTrace,
}: {
  reply: TraceReply;
  input: Input;
  onTrace: (serial: string) => void;
}) {
  const t = useT();
  if (reply.found === 'none')
    return (
      <Alert color="yellow" role="status">
        {t('traceNone', { text: reply.text, plant: reply.plantId })}
        {reply.looksLike && ` ${t('traceLooksLike', { kind: t(`traceKind_${reply.looksLike}`) })}`}
      </Alert>
    );
  const exportButton = <ExportButton reply={reply} input={input} />;
  if (reply.found === 'part') return <PartRows reply={reply} onTrace={onTrace} exportButton={exportButton} />;
  return (
    <Stack gap="xs">
      {exportButton}
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 3 }}>
          <Title order={4}>{t('traceTimeline', { kind: t(`traceKind_${reply.kind}`), serial: reply.serial })}</Title>
          <StepTimeline steps={reply.timeline} onTrace={onTrace} />
          {reply.hidden.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('traceHidden', { screens: reply.hidden.map(screenLabel).join(', ') })}
            </Text>
          )}
        </Stack>
        {reply.tree && (
          <Stack gap="xs" style={{ flex: 2 }} aria-label={t('traceTree')}>
            <Title order={4}>{t('traceTree')}</Title>
            <TreeList nodes={[reply.tree]} onTrace={onTrace} />
          </Stack>
        )}
      </Group>
    </Stack>
  );
}

/** A serial or ASN that traces when clicked. */
function SerialLink({ serial, onTrace }: { serial: string; onTrace: (serial: string) => void }) {
  return (
    <Anchor component="button" type="button" onClick={() => onTrace(serial)} ff="monospace">
      {serial}
    </Anchor>
  );
}

/** The screen of a step, opened on the step's record (report screens read their filters from the address). */
const stepAddress = (screen: string, filter: Record<string, string>) => {
  const query = new URLSearchParams(filter).toString();
  return query ? `${screenRoute(screen)}?${query}` : screenRoute(screen);
};

function StepTimeline({ steps, onTrace }: { steps: TraceStep[]; onTrace: (serial: string) => void }) {
  const t = useT();
  const spec = useSpecText();
  const format = useDateFormat();
  return (
    <Timeline bulletSize={14} lineWidth={2} active={steps.length}>
      {steps.map((s, i) => (
        <Timeline.Item
          // Steps have no id of their own; their order is fixed by the reply.
          // biome-ignore lint/suspicious/noArrayIndexKey: the reply's order is the identity
          key={i}
          data-step={s.kind}
          title={
            <Group gap={6}>
              <Text fw={600} size="sm">
                {t(`traceStep_${s.kind}` as TextKey)}
              </Text>
              {s.ref && <SerialLink serial={s.ref} onTrace={onTrace} />}
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            {s.at ? cellText(s.at, format) : t('traceNoTime')}
            {s.link && (
              <>
                {' · '}
                <Anchor component={Link} to={stepAddress(s.link, s.filter)} size="xs">
                  {t('traceOpen', { screen: spec(screenLabel(s.link)) })}
                </Anchor>
              </>
            )}
          </Text>
          <Text size="xs">
            {(Object.entries(s.detail) as [TraceDetailKey, string | number | null][])
              .filter((pair): pair is [TraceDetailKey, string | number] => pair[1] !== null && pair[1] !== '')
              .map(([k, v], n) => {
                const text = detailText(k, v, t, spec, format);
                return (
                  <span key={k}>
                    {n > 0 && ' · '}
                    {t(`traceDetail_${k}`)}: {isCoded(k) ? text : <span translate="no">{text}</span>}
                  </span>
                );
              })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function TreeList({ nodes, onTrace }: { nodes: TraceNode[]; onTrace: (serial: string) => void }) {
  const t = useT();
  return (
    <Stack gap={2} pl="md" component="ul" style={{ listStyle: 'none', margin: 0 }}>
      {nodes.map((n) => (
        <li key={`${n.kind}-${n.serial}`} data-node={n.kind}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" w={110}>
              {t(`traceKind_${n.kind}`)}
            </Text>
            {n.serial ? <SerialLink serial={n.serial} onTrace={onTrace} /> : null}
            <Text size="xs" c="dimmed">
              {t('traceCount', { count: n.count })}
            </Text>
          </Group>
          {n.children.length > 0 && <TreeList nodes={n.children} onTrace={onTrace} />}
        </li>
      ))}
    </Stack>
  );
}

function PartRows({
  reply,
  onTrace,
  exportButton,
}: {
  reply: Extract<TraceReply, { found: 'part' }>;
  onTrace: (serial: string) => void;
  exportButton: React.ReactNode;
}) {
  const t = useT();
  const format = useDateFormat();
  if (reply.rows.length === 0) return <Alert role="status">{t('traceNoParts')}</Alert>;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('traceParts', { part: reply.part })}</Title>
      {exportButton}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('traceAsn')}</Table.Th>
            <Table.Th>{t('traceShipDate')}</Table.Th>
            <Table.Th>{t('traceDeliverTo')}</Table.Th>
            <Table.Th>{t('traceQty')}</Table.Th>
            <Table.Th>{t('traceBoxes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reply.rows.map((r) => (
            <Table.Tr key={`${r.asnNumber}-${r.sewsPartNo}`}>
              <Table.Td>
                <SerialLink serial={r.asnNumber} onTrace={onTrace} />
              </Table.Td>
              <Table.Td>{cellText(r.shipDate, format)}</Table.Td>
              <Table.Td>{r.deliverTo}</Table.Td>
              <Table.Td>{r.qty}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {r.boxes.map((b) => (
                    <SerialLink key={b} serial={b} onTrace={onTrace} />
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
