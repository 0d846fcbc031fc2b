import { type LivePrinter, type PrintCenterSnapshot, serialRange, type UnwatchedPrinter } from '@fgss/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { shownStates } from '@/kit/print-screen/printer-state';
import { useSpecText, useT } from '@/lib/i18n';

type Entry = PrintCenterSnapshot['printers'][number];

/** One printer: its live state in colour, model and dpi, the job it prints and its queue. */
export function PrinterCard({ entry, live }: { entry: Entry; live: LivePrinter }) {
  const t = useT();
  const spec = useSpecText();
  const { condition, faults } = live;
  const shown = shownStates[condition];
  const stateText = (faults.length ? faults : [condition]).map((f) => t(shownStates[f].text)).join(', ');
  const color = `var(--mantine-color-${shown.color}-6)`;
  return (
    <Card
      withBorder
      padding="sm"
      style={{ borderLeft: `4px solid ${color}` }}
      role="group"
      aria-label={live.printerName}
      data-testid="printer-card"
      data-state={condition}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" translate="no">
            {live.printerName}
          </Text>
          <Group
            gap={4}
            wrap="nowrap"
            title={shown.named ? t(shown.named, { name: live.printerName }) : spec(live.message)}
          >
            <IconCircleFilled size={10} color={color} />
            <Text size="xs" c={shown.color === 'green' ? 'dimmed' : shown.color} data-testid="printer-card-state">
              {stateText}
            </Text>
          </Group>
        </Group>
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
      </Stack>
    </Card>
  );
}

/**
 * A printer Print Center cannot ask (not a Zebra on TCP/IP): its state is unknown, said so in
 * grey, with what the Label Printer master says of it (type and model, connection and address).
 */
export function UnwatchedPrinterCard({ printer }: { printer: UnwatchedPrinter }) {
  const t = useT();
  const color = 'var(--mantine-color-gray-5)';
  const kind = [printer.printerType, printer.model].filter(Boolean).join(' ');
  return (
    <Card
      withBorder
      padding="sm"
      style={{ borderLeft: `4px solid ${color}` }}
      role="group"
      aria-label={printer.printerName}
      data-testid="printer-card"
      data-state="unknown"
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" translate="no">
            {printer.printerName}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconCircleFilled size={10} color={color} />
            <Text size="xs" c="dimmed" data-testid="printer-card-state">
              {t('printerStateUnknown')}
            </Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" translate="no">
          {kind}
        </Text>
        <Text size="xs" c="dimmed" translate="no">
          {t('printerConnection', { type: printer.communicationType, address: printer.address })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('printerNotAsked')}
        </Text>
      </Stack>
    </Card>
  );
}
