import { type PrintCenterSnapshot, type ReprintReason, screenLabel } from '@fgss/contracts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { type TextKey, useSpecText, useT } from '@/lib/i18n';

const reasonText: Record<ReprintReason, TextKey> = {
  damaged: 'reprintReasonDamaged',
  jam: 'reprintReasonJam',
  lost: 'reprintReasonLost',
  test: 'reprintReasonTest',
  other: 'reprintReasonOther',
};

function FiguresTable({
  label,
  rows,
  first,
  named = (name) => name,
}: {
  label: string;
  rows: PrintCenterSnapshot['today']['byPrinter'];
  first: string;
  /** A row's name as shown (a screen's menu name for its key). */
  named?: (name: string) => string;
}) {
  const t = useT();
  const spec = useSpecText();
  return (
    <Table withTableBorder fz="xs" aria-label={label} miw={320}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{first}</Table.Th>
          <Table.Th ta="right">{t('labelsOut')}</Table.Th>
          <Table.Th ta="right">{t('reprints')}</Table.Th>
          <Table.Th ta="right">{t('failures')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Td>{spec(named(row.name))}</Table.Td>
            <Table.Td ta="right">{row.labels}</Table.Td>
            <Table.Td ta="right">{row.reprints}</Table.Td>
            <Table.Td ta="right">{row.failures}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The plant day's labels, reprints and failures per printer and per screen. */
export function DayFigures({ day, today }: Pick<PrintCenterSnapshot, 'day' | 'today'>) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('todayFigures', { day })}
      </Title>
      {today.byPrinter.length === 0 && <Text size="sm">{t('noneToday')}</Text>}
      {today.byPrinter.length > 0 && (
        <>
          <FiguresTable label={t('byPrinter')} rows={today.byPrinter} first={t('printer')} />
          <FiguresTable label={t('byScreen')} rows={today.byScreen} first={t('screen')} named={screenLabel} />
        </>
      )}
    </Stack>
  );
}

/** Reprints of each shift of the plant day, with their reasons. */
export function ShiftReprints({ shifts }: Pick<PrintCenterSnapshot, 'shifts'>) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('reprintsPerShift')}
      </Title>
      <Table withTableBorder fz="xs" aria-label={t('reprintsPerShift')} miw={320}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('reprints')}</Table.Th>
            <Table.Th>{t('reasons')}</Table.Th>
            <Table.Th>{t('reprintNotes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((shift) => (
            <Table.Tr key={shift.start}>
              <Table.Td>{t('shiftFrom', { start: shift.start })}</Table.Td>
              <Table.Td ta="right">{shift.reprints}</Table.Td>
              <Table.Td>{shift.reasons.map((r) => `${t(reasonText[r.reason])}: ${r.count}`).join(', ')}</Table.Td>
              {/* What the user said of each reprint, as typed. */}
              <Table.Td style={{ whiteSpace: 'pre-line' }}>
                {shift.notes.map((n) => t('reprintNoteOf', { job: n.job, note: n.note })).join('\n')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
