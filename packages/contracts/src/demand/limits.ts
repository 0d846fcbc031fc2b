/** Ranges, lengths and defaults of the print screens (spec 2 sections 4, 5 and 9). */
export interface Range {
  min: number;
  max: number;
}

export const PRINT_RANGES = {
  speed: { min: 2, max: 10 },
  copies: { min: 1, max: 9 },
  quantityInBox: { min: 1, max: 9999 },
  labels: { min: 1, max: 999 },
  /** Customer labels allow up to 9999 (spec 2 section 5, "in one place"). */
  customerLabels: { min: 1, max: 9999 },
} as const satisfies Record<string, Range>;

export const PRINT_LENGTHS = { printer: 30, extraInput: 50, productionLine: 25, productionLot: 15 } as const;

/** Defaults of the print panels; copies differ per screen. */
export const PRINT_DEFAULTS = {
  speed: 2,
  labels: 1,
  printLot: true,
  printSwsLogo: true,
  copies: { box: 2, specialBox: 2, component: 2, emptyBox: 1, customer: 1, zebra: 1 },
} as const;

/** When the default speed lookup fails the screens fall back to this (spec 2 section 8). */
export const FALLBACK_SPEED = 2;

/** Status Update's update modes, one per tab: Harness, Box, Other, Pallet. */
export const STATUS_MODES = ['E_Grid1', 'E_Grid2', 'E_Grid3', 'E_Grid4'] as const;
export type StatusMode = (typeof STATUS_MODES)[number];
export const STATUS_TABS = ['Harness', 'Box', 'Other', 'Pallet'] as const;
