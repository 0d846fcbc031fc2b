import { type LivePrinter, type PrintCenterSnapshot, serialRange, type UnwatchedPrinter } from '@fgss/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { shownStates } from '@/kit/print-screen/printer-state';
import { useSpecText, useT } from '@/lib/i18n';

type Entry = PrintCenterSnapshot['printers'][number];

/**
 * A printer's card: its name, its state beside a dot in the state's colour, a border of that
 * colour, and what the card says below. Print Center's tests and screen readers find each card by
 * its printer's name (a group) and its state (`data-state`).
 */
function CardFrame({
  name,
  state,
  color,
  stateText,
  stateColor,
  title,
  children,
}: {
  name: string;
  state: string;
  color: string;
  stateText: string;
  stateColor: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="sm"
      style={{ borderLeft: `4px solid ${color}` }}
      role="group"
      aria-label={name}
      data-testid="printer-card"
      data-state={state}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" translate="no">
            {name}
          </Text>
          <Group gap={4} wrap="nowrap" title={title}>
            <IconCircleFilled size={10} color={color} />
            <Text size="xs" c={stateColor} data-testid="printer-card-state">
              {stateText}
            </Text>
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** One printer: its live state in colour, model and dpi, the job it prints and its queue. */
export function PrinterCard({ entry, live }: { entry: Entry; live: LivePrinter }) {
  const t = useT();
  const spec = useSpecText();
  const { condition, faults } = live;
  const shown = shownStates[condition];
  return (
    <CardFrame
      name={live.printerName}
      state={condition}
      color={`var(--mantine-color-${shown.color}-6)`}
      stateText={(faults.length ? faults : [condition]).map((f) => t(shownStates[f].text)).join(', ')}
      stateColor={shown.color === 'green' ? 'dimmed' : shown.color}
      title={shown.named ? t(shown.named, { name: live.printerName }) : spec(live.message)}
    >
      {live.model && live.dpi && (
        <Text size="xs" c="dimmed">
          <span translate="no">{live.model}</span> · {t('printerDpi', { dpi: live.dpi })}
          {live.labelCount !== null && ` · ${t('labelCounter', { count: live.labelCount })}`}
        </Text>
      )}
      {entry.printing && (
        <Text size="xs">
          {t('nowPrinting', {
            id: entry.printing.id,
            range: serialRange(entry.printing.firstSerial, entry.printing.lastSerial),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {entry.queue.length ? t('queued', { count: entry.queue.length }) : t('queueEmpty')}
      </Text>
    </CardFrame>
  );
}

/**
 * A printer Print Center cannot ask (not a Zebra on TCP/IP): its state is unknown, said so in
 * grey, with what the Label Printer master says of it (type and model, connection and address).
 */
export function UnwatchedPrinterCard({ printer }: { printer: UnwatchedPrinter }) {
  const t = useT();
  return (
    <CardFrame
      name={printer.printerName}
      state="unknown"
      color="var(--mantine-color-gray-5)"
      stateText={t('printerStateUnknown')}
      stateColor="dimmed"
    >
      <Text size="xs" c="dimmed" translate="no">
        {[printer.printerType, printer.model].filter(Boolean).join(' ')}
      </Text>
      <Text size="xs" c="dimmed" translate="no">
        {t('printerConnection', { type: printer.communicationType, address: printer.address })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('printerNotAsked')}
      </Text>
    </CardFrame>
  );
}
