import type { PrintCenterHours } from '@fgss/contracts';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ChartFigure, seriesColor } from '@/kit/chart/chart-figure';
import { formatDate } from '@/kit/date/format-date';
import { useDateFormat, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';

/**
 * The right-hand scale's width (recharts' default) and room for its rotated name: the legend ends
 * over the plot instead of running on over that scale to the card's edge.
 */
const RIGHT_SCALE_PX = 60;
const RIGHT_SCALE_NAME_PX = 10;

/** 'yyyy-MM-dd HH:mm[:ss]' of plant time as a local Date (the browser shows plant time as is). */
const plantDate = (text: string) =>
  new Date(+text.slice(0, 4), +text.slice(5, 7) - 1, +text.slice(8, 10), +text.slice(11, 13), +text.slice(14, 16));
const hourKey = (d: Date) => `${formatDate(d, 'yyyy-MM-dd')} ${String(d.getHours()).padStart(2, '0')}:00`;

interface Chart {
  rows: Record<string, string | number>[];
  series: CompositeChartSeries[];
  /** The x value of each shift's first hour, with its day in the user's format and its start. */
  shiftLines: { x: string; day: string; start: string }[];
}

/**
 * One row per hour of the window (an hour without work too), each printer's labels stacked,
 * reprints and failures of all printers as marks on a second scale. The x value is the hour in the user's
 * date format, shown as its time on the axis and whole in the tooltip.
 */
function chartOf(data: PrintCenterHours, format: string, reprints: string, failures: string): Chart {
  const printers = [...new Set(data.hours.map((h) => h.printerName))].sort();
  const labelOf = (d: Date) => `${formatDate(d, format)} ${String(d.getHours()).padStart(2, '0')}:00`;
  // Series keys are indexes: a printer's name may hold a dot, which the chart reads as a path.
  const key = (printer: string) => `p${printers.indexOf(printer)}`;
  const byHour = new Map<string, Record<string, string | number>>();
  const first = data.shifts[0];
  const last = data.shifts.at(-1);
  const start = first && plantDate(first.from);
  start?.setMinutes(0);
  if (start && last)
    for (let d = start; d < plantDate(last.to); d = new Date(d.getTime() + 3_600_000))
      byHour.set(hourKey(d), { label: labelOf(d), ...Object.fromEntries(printers.map((p) => [key(p), 0])) });
  for (const h of data.hours) {
    const row = byHour.get(h.hour);
    if (!row) continue;
    row[key(h.printerName)] = h.labels;
    // Only hours with reprints or failures get a mark: an hour without any leaves the line open.
    if (h.reprints) row.reprints = Number(row.reprints ?? 0) + h.reprints;
    if (h.failures) row.failures = Number(row.failures ?? 0) + h.failures;
  }
  const rows = [...byHour.values()];
  return {
    rows,
    series: [
      ...printers.map((name, i) => ({ name: key(name), label: name, color: seriesColor(i), type: 'bar' as const })),
      { name: 'reprints', label: reprints, color: 'yellow.8', type: 'line', yAxisId: 'right' },
      { name: 'failures', label: failures, color: 'red.7', type: 'line', yAxisId: 'right', strokeDasharray: '4 3' },
    ],
    shiftLines: data.shifts.map((s) => ({
      x: labelOf(plantDate(s.from)),
      day: formatDate(plantDate(s.from), format),
      start: s.start,
    })),
  };
}

/**
 * Print Center's chart: labels out per hour per printer over the current shift and the two
 * before, reprint and failed jobs marked on a second scale. Reloaded with the snapshot.
 */
export function LabelsPerHour() {
  const t = useT();
  const format = useDateFormat();
  const hours = useQuery(trpc.demand.PrintCenter.hours.queryOptions({}));
  const chart = useMemo(
    () => hours.data && chartOf(hours.data, format, t('reprints'), t('failures')),
    [hours.data, format, t],
  );
  if (!chart || !hours.data) return null;
  return (
    <ChartFigure title={t('labelsPerHour')} empty={hours.data.hours.length ? null : t('noLabelsInShifts')}>
      <CompositeChart
        h={300}
        data={chart.rows}
        dataKey="label"
        series={chart.series}
        withLegend
        legendProps={{ wrapperStyle: { boxSizing: 'border-box', paddingRight: RIGHT_SCALE_PX + RIGHT_SCALE_NAME_PX } }}
        withRightYAxis
        yAxisLabel={t('labelsOut')}
        rightYAxisLabel={`${t('reprints')} / ${t('failures')}`}
        xAxisProps={{ tickFormatter: (label: string) => label.slice(-5) }}
        rightYAxisProps={{
          allowDecimals: false,
          domain: [0, (max: number) => Math.max(max, 1)],
          width: RIGHT_SCALE_PX,
        }}
        connectNulls={false}
        yAxisProps={{ allowDecimals: false }}
        barProps={{ stackId: 'labels' }}
        maxBarWidth={40}
        referenceLines={chart.shiftLines.map((s) => ({
          x: s.x,
          label: t('shiftOn', { day: s.day, start: s.start }),
          labelPosition: 'insideTopLeft',
          // At the left edge of the shift's first hour, not through its bar.
          position: 'start',
        }))}
      />
    </ChartFigure>
  );
}
