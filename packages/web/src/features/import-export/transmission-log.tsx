import { TRANSMISSION_LOG_COLUMNS, type TransmissionLogField } from '@fgss/contracts';
import { ActionIcon, Code, Modal, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineReport, type ReportColumn, type ReportRowOf, ReportScreen } from '@/kit/report';
import { useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { ACK_STATE_TEXTS, AckReason, AckStateBadge, PURPOSE_TEXTS, RESULT_TEXTS } from './ack-state-badge';
import { x12Segments } from './x12-segments';

type Row = ReportRowOf<typeof trpc.import.TransmissionLog.search>;

const special: Partial<Record<TransmissionLogField, Partial<ReportColumn<Row>>>> = {
  asnVersion: { size: 100 },
  plantCode: { size: 100 },
  userId: { size: 120 },
  purpose: { texts: PURPOSE_TEXTS, size: 130 },
  ackState: {
    texts: ACK_STATE_TEXTS,
    cell: (row) => <AckStateBadge state={row.ackState} reason={row.ackReason} />,
    size: 190,
  },
  ackReason: { cell: (row) => <AckReason row={row} />, size: 320 },
  result: { texts: RESULT_TEXTS, size: 180 },
  // An ASN not sent says why there, with the master to fix (in the user's language).
  detail: { cell: (row) => <AckReason row={{ ackReason: row.detail }} />, size: 320 },
};

const report = defineReport({
  title: 'Transmission Log',
  search: trpc.import.TransmissionLog.search,
  filters: [
    { kind: 'text', name: 'asnNumber', label: 'asnNumber', maxLength: 30, upper: true },
    { kind: 'date', name: 'dateFrom', label: 'from', initial: null },
    { kind: 'date', name: 'dateTo', label: 'to', initial: null },
  ],
  columns: () => TRANSMISSION_LOG_COLUMNS.map((c) => ({ ...c, ...special[c.field] })),
  rowActions: (row) => <ViewButton row={row} />,
});

/** A document one segment a line, in monospace. */
function Segments({ document, testId }: { document: string; testId: string }) {
  return (
    <ScrollArea.Autosize mah={280} type="auto">
      <Code block data-testid={testId}>
        {x12Segments(document).join('\n')}
      </Code>
    </ScrollArea.Autosize>
  );
}

/** A row's View: its 856 as sent and the partner's 997, in a modal. */
function ViewButton({ row }: { row: Row }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const shown = useQuery(trpc.import.TransmissionLog.document.queryOptions({ id: row.id }, { enabled: opened }));
  const doc = shown.data;
  return (
    <>
      <Tooltip label={t('view')}>
        <ActionIcon variant="subtle" aria-label={t('view')} onClick={() => setOpened(true)}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('transmissionOf', { asn: row.asnNumber, id: row.id })}
        size="xl"
      >
        {doc && (
          <Stack gap="sm">
            <Title order={5}>{t('sent856')}</Title>
            {doc.document ? (
              <Segments document={doc.document} testId="x12-856" />
            ) : (
              <Text c="dimmed">{t('noDocument')}</Text>
            )}
            <Title order={5}>{t('partner997')}</Title>
            {doc.ackDocument ? (
              <Segments document={doc.ackDocument} testId="x12-997" />
            ) : (
              <Text c="dimmed">{t('no997')}</Text>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** /TransmissionLog: every interchange sent to customs, by ASN and day, with its 856 and 997. */
export default function TransmissionLog() {
  return <ReportScreen def={report} />;
}
