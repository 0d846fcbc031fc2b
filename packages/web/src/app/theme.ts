import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken, type MantineColorsTuple } from '@mantine/core';

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
  // A user who asks the system for less motion gets none: menus, dialogs and messages appear at once.
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { openDelay: 250, withArrow: true } },
    Notification: { defaultProps: { withBorder: true } },
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
  },
});

/**
 * Text that reads on white and on light tints (WCAG AA, 4.5:1): Mantine's dimmed grey and its
 * coloured texts and light variants (shade 6: red 3.3:1, green 2.2:1 on its tint) are too pale, so
 * dimmed is grey 7 and every default colour's text is its shade 9 darkened (yellow's
 * light badge on a striped row needed more than a quarter). The brand blue passes as it is.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A field's error text (red 6 by default, 3.3:1); red 9 reads 5.2:1 on the grey panels too.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors)
        .filter(([name]) => name !== 'dark')
        .flatMap(([name, shades]) => {
          const text = darken(shades[9], 0.35);
          return [
            [`--mantine-color-${name}-text`, text],
            [`--mantine-color-${name}-light-color`, text],
          ];
        }),
    ),
  },
  dark: {},
});
