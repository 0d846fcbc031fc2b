import type { PrinterCondition, PrinterState as State } from '@fgss/contracts';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { type TextKey, useSpecText, useT } from '@/lib/i18n';
import { useOptionalQuery } from '@/lib/procedures';
import type { PrintCalls } from './print-calls';
import { REFUSED_POLL_MS, usePrinterStream } from './printer-stream';

/**
 * `named`: the catalogue's sentence for the states the printer itself reports without a fault;
 * a fault is told in the service's message (what to do on the printer).
 */
export const shownStates: Record<PrinterCondition, { text: TextKey; color: string; named?: TextKey }> = {
  ready: { text: 'printerReady', color: 'green', named: 'printerReadyNamed' },
  bufferFull: { text: 'printerBusy', color: 'yellow', named: 'printerBusyNamed' },
  printing: { text: 'printerPrinting', color: 'blue', named: 'printerPrintingNamed' },
  paused: { text: 'printerPaused', color: 'red' },
  paperOut: { text: 'printerPaperOut', color: 'red' },
  ribbonOut: { text: 'printerRibbonOut', color: 'red' },
  headOpen: { text: 'printerHeadOpen', color: 'red' },
  unreachable: { text: 'printerUnreachable', color: 'red' },
};

/**
 * The chosen printer's state beside the printer selector, as the plant's printer stream tells it
 * (printer-stream.ts: one stream per tab, no asking per screen): every fault it reports (head
 * open and out of paper), or that it cannot be told while the stream is down, never an old state.
 * While the gateway refuses the stream (the user follows as many as one may), the printer is
 * asked on its own (`status`, the screen's PrinterStatus) every REFUSED_POLL_MS instead.
 */
export function PrinterState({ printer, status }: { printer: string | null; status?: PrintCalls['printerStatus'] }) {
  const t = useT();
  const spec = useSpecText();
  const stream = usePrinterStream();
  const polled = stream.refused && status !== undefined && printer !== null;
  const asked = useOptionalQuery(
    status,
    { printerName: printer ?? '' },
    { enabled: polled, refetchInterval: REFUSED_POLL_MS },
  );
  if (!printer) return null;
  const state: State | undefined = polled ? asked.data : stream.down ? undefined : stream.printers[printer];
  if (stream.down && !state) return <Dot color="gray" text={t('printerUnknown')} message={t('printerUnknownWhy')} />;
  if (!state) return null;
  const { condition, faults, message } = state;
  const text = (faults.length ? faults : [condition]).map((fault) => t(shownStates[fault].text)).join(', ');
  const { named } = shownStates[condition];
  return (
    <Dot
      color={shownStates[condition].color}
      text={text}
      message={named ? t(named, { name: printer }) : spec(message)}
    />
  );
}

function Dot({ color, text, message }: { color: string; text: string; message: string }) {
  return (
    <Tooltip label={message} multiline w={280} style={{ whiteSpace: 'pre-line' }}>
      <Group gap={4} wrap="nowrap" data-testid="printer-state" aria-label={message}>
        <IconCircleFilled size={10} color={`var(--mantine-color-${color}-6)`} />
        <Text size="xs" c={color === 'green' || color === 'gray' ? 'dimmed' : color}>
          {text}
        </Text>
      </Group>
    </Tooltip>
  );
}
