import { isoDate, lotNumberOf, PRINT_DEFAULTS, parseIsoDate, todayIso } from '@fgss/contracts';

/**
 * The print panel's values and how a screen's declaration, the selected row and the loaded
 * defaults set them (spec 2 section 4). Pure, so the rules are tested without a browser.
 */

/** The inputs a print panel can show; a screen lists the ones it has, in order. */
export type PanelField =
  | 'quantityInBox'
  | 'labels'
  | 'copies'
  | 'productionDate'
  | 'speed'
  | 'printer'
  | 'extraInput'
  | 'productionLine'
  | 'productionLot'
  | 'lotNo'
  | 'printLot'
  | 'printLogo';

/** A number input's value: '' while it is empty. */
export type NumberValue = number | '';

export interface PrintForm {
  quantityInBox: NumberValue;
  labels: NumberValue;
  copies: NumberValue;
  productionDate: Date | null;
  /** False while the typed date text cannot be read. */
  dateTyped: boolean;
  speed: NumberValue;
  printer: string | null;
  extraInput: string;
  productionLine: string;
  productionLot: string;
  printLot: boolean;
  printLogo: boolean;
}

/** What a selected row says about the panel (box catalogue row, special harness row). */
export interface RowSettings {
  speed?: number | null;
  /** False disables the speed input. */
  enableSpeed?: boolean | null;
  copies?: number | null;
  /** False disables the copies input. */
  enableCopies?: boolean | null;
  /** The label's extra input; the input is shown and required only when it names one. */
  inputName?: string | null;
}

/** The screen's starting values (spec 2 section 4): labels 1, speed 2, print lot on; copies per screen. */
export interface PanelDefaults {
  copies: number;
  speed: number;
  labels: number;
  printLot: boolean;
  printLogo: boolean;
}

export const panelDefaults = (copies: number): PanelDefaults => ({
  copies,
  speed: PRINT_DEFAULTS.speed,
  labels: PRINT_DEFAULTS.labels,
  printLot: PRINT_DEFAULTS.printLot,
  printLogo: PRINT_DEFAULTS.printSwsLogo,
});

export function initialForm(defaults: PanelDefaults, today: Date): PrintForm {
  return {
    quantityInBox: '',
    labels: defaults.labels,
    copies: defaults.copies,
    productionDate: today,
    dateTyped: true,
    speed: defaults.speed,
    printer: null,
    extraInput: '',
    productionLine: '',
    productionLot: '',
    printLot: defaults.printLot,
    printLogo: defaults.printLogo,
  };
}

/**
 * Choosing a row: speed from the row (or the screen's default), copies from the row when it has
 * them, a fresh extra input. Clearing the selection keeps what the user typed.
 */
export function applyRow(form: PrintForm, settings: RowSettings | null, defaults: PanelDefaults): PrintForm {
  if (!settings) return form;
  return {
    ...form,
    speed: settings.speed ?? defaults.speed,
    copies: settings.copies ?? defaults.copies,
    extraInput: '',
  };
}

/**
 * The production date across midnight: a screen opened before midnight on the night shift would
 * refuse its own default after it ('cannot be before today'). A date the user has not taken
 * follows the day; one they chose stays theirs.
 */
export function withDayRolled(form: PrintForm, today: string): PrintForm {
  const d = form.productionDate;
  const day = parseIsoDate(today);
  if (!d || !day || todayIso(d) >= today) return form;
  return { ...form, productionDate: new Date(day.year, day.month - 1, day.day) };
}

/** Which inputs the row leaves the user to change. */
export function lockedByRow(settings: RowSettings | null): { speed: boolean; copies: boolean } {
  return { speed: settings?.enableSpeed === false, copies: settings?.enableCopies === false };
}

/** The extra input's label when the selected row names one. */
export const extraInputName = (settings: RowSettings | null) => settings?.inputName?.trim() || null;

/** The production date as the request carries it ('yyyy-MM-dd'), '' while none is valid. */
export function requestDate(form: PrintForm): string {
  const d = form.productionDate;
  if (!d || !form.dateTyped) return '';
  return isoDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
}

/** Lot No: the week number of the production date, '' while there is no valid date. */
export function lotNo(form: PrintForm): string {
  const d = form.productionDate;
  if (!d || !form.dateTyped) return '';
  return String(lotNumberOf({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }));
}

/** A number input's value for a request: a number, or undefined while it is empty. */
export const numberOf = (v: NumberValue) => (v === '' ? undefined : v);
