import type { PrinterCondition } from '@fgss/contracts';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { type TextKey, useT } from '@/lib/i18n';
import { useOptionalQuery } from '@/lib/procedures';
import type { PrintCalls } from './print-calls';

/** How often the chosen printer is asked how it is, so a pause or an empty roll shows soon. */
const REFRESH_MS = 5000;

/**
 * `named`: the catalogue's sentence for the states the printer itself reports without a fault;
 * a fault is told in the service's message (what to do on the printer).
 */
const shown: Record<PrinterCondition, { text: TextKey; color: string; named?: TextKey }> = {
  ready: { text: 'printerReady', color: 'green', named: 'printerReadyNamed' },
  bufferFull: { text: 'printerBusy', color: 'yellow', named: 'printerBusyNamed' },
  paused: { text: 'printerPaused', color: 'red' },
  paperOut: { text: 'printerPaperOut', color: 'red' },
  headOpen: { text: 'printerHeadOpen', color: 'red' },
  unreachable: { text: 'printerUnreachable', color: 'red' },
};

/** The chosen printer's state as the printer tells it (~HS), beside the printer selector. */
export function PrinterState({ calls, printer }: { calls: PrintCalls; printer: string | null }) {
  const t = useT();
  const status = useOptionalQuery(
    calls.printerStatus,
    { printerName: printer ?? '' },
    { enabled: Boolean(printer), refetchInterval: REFRESH_MS },
  );
  if (!printer || !status.data) return null;
  const { text, color, named } = shown[status.data.condition];
  const message = named ? t(named, { name: printer }) : status.data.message;
  return (
    <Tooltip label={message} multiline w={280}>
      <Group gap={4} wrap="nowrap" data-testid="printer-state" aria-label={message}>
        <IconCircleFilled size={10} color={`var(--mantine-color-${color}-6)`} />
        <Text size="xs" c={color === 'green' ? 'dimmed' : color}>
          {t(text)}
        </Text>
      </Group>
    </Tooltip>
  );
}
