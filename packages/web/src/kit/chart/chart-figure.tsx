import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
// With the charts, not in the first load.
import '@mantine/charts/styles.css';

/** Series colours in order, apart enough to tell printers (or plan and actual) side by side. */
const SERIES_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.8', 'lime.8', 'pink.6', 'indigo.3'];
export const seriesColor = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length] as string;

interface ChartFigureProps {
  title: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: ReactNode;
}

/**
 * A chart in a frame with its title: a figure named by the title, so a screen reader (and a
 * test) finds it by name; the chart's legend and tooltip carry the series' names.
 */
export function ChartFigure({ title, empty, children }: ChartFigureProps) {
  const id = useId();
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={id} miw={0}>
      <Title order={3} size="h5" mb="xs" id={id}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
