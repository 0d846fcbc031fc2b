import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** An industrial blue: strong enough to read across a plant floor, calm enough for all-day use. */
const fgss: MantineColorsTuple = [
  '#e9f1fb',
  '#d3e2f5',
  '#a6c3ea',
  '#75a2de',
  '#4d86d4',
  '#3474ce',
  '#266acb',
  '#1a58a8',
  '#104d97',
  '#003f80',
];

export const theme = createTheme({
  primaryColor: 'fgss',
  primaryShade: 7,
  colors: { fgss },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'sm',
  // Keyboard users on shared terminals need to see where they are; mouse clicks stay clean.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 250, withArrow: true } },
    Notification: { defaultProps: { withBorder: true } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
  },
});
