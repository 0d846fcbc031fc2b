import { PROGRESS_FREQUENCY, PROGRESS_STATUS, type ProgressPeriod, progressChartFilter } from '@fgss/contracts';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ChartFigure, seriesColor } from '@/kit/chart/chart-figure';
import { formatDate } from '@/kit/date/format-date';
import { localeOf, type Translate, useDateFormat, useLanguage, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';

/** Typing in a filter redraws the chart once the typing pauses, not at each key. */
const SETTLE_MS = 400;
const CHART_HEIGHT = 280;

/** A period as the axis shows it: the day, 'Week of' its Monday, or the month, in the user's language and format. */
function periodText(period: string, frequency: number, t: Translate, format: string, locale: string): string {
  if (frequency === PROGRESS_FREQUENCY.monthly)
    return new Date(+period.slice(0, 4), +period.slice(5, 7) - 1, 1).toLocaleDateString(locale, {
      month: 'long',
      year: 'numeric',
    });
  const day = formatDate(`${period}T00:00:00`, format);
  return frequency === PROGRESS_FREQUENCY.weekly ? t('planWeekOf', { day }) : day;
}

/**
 * The progress report as a chart beside its export: planned against shipped (or produced) per
 * day, week or month, summed over the parts the filters take in. `input` is the export's filter
 * without its workbook options, null while the form cannot be sent.
 */
export function ProgressChart({ input }: { input: Record<string, unknown> | null }) {
  const t = useT();
  const format = useDateFormat();
  const locale = localeOf(useLanguage());
  const [settled] = useDebouncedValue(input, SETTLE_MS);
  const filter = settled ? progressChartFilter.safeParse(settled) : null;
  // No previous reply stands in while the next loads: its periods would take the new frequency's labels.
  const chart = useQuery({
    ...trpc.shipping.ShipmentPlanProgressReport.chart.queryOptions(filter?.data as never),
    enabled: Boolean(filter?.success),
  });
  if (!filter?.success) return null;
  const { status, frequency } = filter.data;
  const shipped = status === PROGRESS_STATUS.shipped;
  const rows = (chart.data?.periods ?? []).map((p: ProgressPeriod) => ({
    ...p,
    label: periodText(p.period, frequency, t, format, locale),
  }));
  const empty = chart.data && rows.every((r) => r.planned === 0 && r.actual === 0);
  return (
    <Box maw={960}>
      <ChartFigure
        title={t(shipped ? 'planAgainstShipped' : 'planAgainstProduced')}
        empty={empty ? t('planChartEmpty') : null}
      >
        {/* The chart's room is kept while its reply loads: the page does not jump. */}
        {!chart.data && <Box h={CHART_HEIGHT} />}
        {chart.data && (
          <BarChart
            h={CHART_HEIGHT}
            data={rows}
            dataKey="label"
            withLegend
            yAxisProps={{ allowDecimals: false }}
            maxBarWidth={28}
            series={[
              { name: 'planned', label: t('planPlanned'), color: seriesColor(0) },
              { name: 'actual', label: t(shipped ? 'planShipped' : 'planProduced'), color: seriesColor(1) },
            ]}
          />
        )}
      </ChartFigure>
    </Box>
  );
}
