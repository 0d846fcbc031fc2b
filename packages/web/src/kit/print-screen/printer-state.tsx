import type { PrinterCondition, PrinterState as State } from '@fgss/contracts';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type TextKey, useSpecText, useT } from '@/lib/i18n';
import { useOptionalQuery } from '@/lib/procedures';
import type { PrintCalls } from './print-calls';

/** How often the chosen printer is asked how it is while the screen is shown (not in a hidden tab). */
const REFRESH_MS = 5000;

/**
 * `named`: the catalogue's sentence for the states the printer itself reports without a fault;
 * a fault is told in the service's message (what to do on the printer).
 */
const shown: Record<PrinterCondition, { text: TextKey; color: string; named?: TextKey }> = {
  ready: { text: 'printerReady', color: 'green', named: 'printerReadyNamed' },
  bufferFull: { text: 'printerBusy', color: 'yellow', named: 'printerBusyNamed' },
  printing: { text: 'printerPrinting', color: 'blue', named: 'printerPrintingNamed' },
  ribbonOut: { text: 'printerRibbonOut', color: 'red' },
  paused: { text: 'printerPaused', color: 'red' },
  paperOut: { text: 'printerPaperOut', color: 'red' },
  headOpen: { text: 'printerHeadOpen', color: 'red' },
  unreachable: { text: 'printerUnreachable', color: 'red' },
};

/**
 * The chosen printer's state (~HS), asked again every few seconds and by the screen after each
 * print (`refetch`). Its failure is shown by the dot, not by the app's toast.
 */
export function usePrinterState(calls: PrintCalls, printer: string | null): UseQueryResult<State> {
  return useOptionalQuery(
    calls.printerStatus,
    { printerName: printer ?? '' },
    { enabled: Boolean(printer), refetchInterval: REFRESH_MS, meta: { showsOwnFailure: true } },
  );
}

/**
 * The chosen printer's state beside the printer selector: every fault it reports (head open and
 * out of paper), or that it could not be asked, never the state of an earlier answer.
 */
export function PrinterState({ status, printer }: { status: UseQueryResult<State>; printer: string | null }) {
  const t = useT();
  const spec = useSpecText();
  if (!printer) return null;
  if (status.isError) return <Dot color="gray" text={t('printerUnknown')} message={t('printerUnknownWhy')} />;
  if (!status.data) return null;
  const { condition, faults, message } = status.data;
  const text = (faults.length ? faults : [condition]).map((fault) => t(shown[fault].text)).join(', ');
  const { named } = shown[condition];
  return (
    <Dot color={shown[condition].color} text={text} message={named ? t(named, { name: printer }) : spec(message)} />
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
