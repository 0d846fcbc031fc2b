import type { PrintCenterSnapshot } from '@fgss/contracts';
import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Page } from '@/kit/page/page';
import { REFUSED_POLL_MS, useJobChanges, usePrinterStream } from '@/kit/print-screen/printer-stream';
import { useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { AttentionList } from './attention-list';
import { DayFigures, ShiftReprints } from './figures';
import { LabelsPerHour } from './labels-per-hour';
import { PrinterCard, UnwatchedPrinterCard } from './printer-card';

/** Job changes come in bursts (a job's states within a second): one reload per burst (snapshot and chart). */
const RELOAD_AFTER_MS = 300;
/** While the live view is refused, the snapshot is asked for this often instead. */

/**
 * /PrintCenter: every printer of the plant live (those it cannot ask, not Zebras on TCP/IP, as
 * state unknown), what it prints and its queue, the jobs needing
 * attention with their actions, and the plant day's figures. The snapshot loads once; printer
 * states come from the plant's stream, and a job change reloads the snapshot. Only while the
 * gateway refuses the stream (too many followed) is the snapshot asked for every REFUSED_POLL_MS, and the
 * page says so.
 */
export default function PrintCenter() {
  const t = useT();
  const queryClient = useQueryClient();
  const stream = usePrinterStream();
  const snapshot = useQuery({
    ...trpc.demand.PrintCenter.snapshot.queryOptions({}),
    refetchInterval: stream.refused ? REFUSED_POLL_MS : false,
  });
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onJob = useCallback(() => {
    if (reload.current) return;
    reload.current = setTimeout(() => {
      reload.current = null;
      void queryClient.invalidateQueries(trpc.demand.PrintCenter.pathFilter());
    }, RELOAD_AFTER_MS);
  }, [queryClient]);
  useJobChanges(onJob);
  useEffect(() => () => clearTimeout(reload.current ?? undefined), []);

  const data: PrintCenterSnapshot | undefined = snapshot.data;
  const printerNames = data?.printers.map((p) => p.printer.printerName) ?? [];
  return (
    <Page
      title="Print Center"
      actions={
        <Badge
          color={stream.refused ? 'yellow' : stream.down ? 'gray' : 'green'}
          variant="light"
          data-testid="stream-state"
          title={stream.refused ? t('printCenterPollingWhy') : undefined}
        >
          {stream.refused
            ? t('printCenterPolling', { seconds: REFUSED_POLL_MS / 1000 })
            : t(stream.down ? 'printCenterReconnecting' : 'printCenterLive')}
        </Badge>
      }
    >
      {data && (
        <Stack gap="lg">
          <section aria-label={t('printers')}>
            <Title order={3} size="h5" mb="xs">
              {t('printers')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm">
              {data.printers.map((p) => (
                <PrinterCard
                  key={p.printer.printerName}
                  entry={p}
                  live={(!stream.refused && stream.printers[p.printer.printerName]) || p.printer}
                />
              ))}
              {data.unwatched.map((printer) => (
                <UnwatchedPrinterCard key={printer.printerName} printer={printer} />
              ))}
            </SimpleGrid>
          </section>
          <AttentionList jobs={data.attention} printers={printerNames} />
          <LabelsPerHour />
          <Group align="flex-start" gap="lg" wrap="wrap">
            <DayFigures day={data.day} today={data.today} />
            <ShiftReprints shifts={data.shifts} />
          </Group>
        </Stack>
      )}
    </Page>
  );
}
