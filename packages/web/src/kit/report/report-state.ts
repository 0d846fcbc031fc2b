import { type DateWindow, dateWindowIssue, maxDateTo, periodFrom } from '@fgss/contracts';
import type { Translate } from '@/lib/i18n';
import type { FilterDef, FilterValue, FilterValues } from './types';

/**
 * The state of a report screen (spec 3 section 2.1): the filter values, and the values of the
 * last search. While a search stands the filters are locked; Clear goes back to the defaults.
 */
export interface ReportState {
  values: FilterValues;
  searched: FilterValues | null;
}

export type ReportAction =
  | { type: 'set'; name: string; value: FilterValue }
  | { type: 'search'; values: FilterValues }
  | { type: 'clear' };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A filter's default (spec 3 section 2.1): today, the current year and month, or its own. */
export function initialValue(filter: FilterDef, now: Date): FilterValue {
  switch (filter.kind) {
    case 'radio':
      return filter.initial;
    case 'select':
      if (filter.initial === 'currentYear') return String(now.getFullYear());
      if (filter.initial === 'currentMonth') return pad2(now.getMonth() + 1);
      return filter.initial ?? null;
    case 'date':
      if (filter.initial === 'today') return new Date(now.getFullYear(), now.getMonth(), now.getDate());
      if (filter.initial === 'monthStart') return new Date(now.getFullYear(), now.getMonth(), 1);
      return null;
    // The plant's default is the server's active plant, known only once it has loaded.
    case 'plant':
    case 'lookup':
    case 'text':
      return null;
  }
}

export function initialValues(filters: readonly FilterDef[], now: Date): FilterValues {
  return Object.fromEntries(filters.map((f) => [f.name, initialValue(f, now)]));
}

export function initialState(filters: readonly FilterDef[], now: Date): ReportState {
  return { values: initialValues(filters, now), searched: null };
}

/**
 * The filters an address gives (`/PrintHistory?serial=…`, from Trace's steps), by filter name: a
 * date as yyyy-MM-dd, a radio only as one of its options, a text upper-cased where the field is.
 * What does not read is left out, so the filter keeps its default.
 */
export function addressValues(filters: readonly FilterDef[], params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const f of filters) {
    const text = params.get(f.name)?.trim();
    if (!text) continue;
    if (f.kind === 'date') {
      const date = dayDate(text);
      if (date) values[f.name] = date;
    } else if (f.kind === 'radio') {
      if (f.options.some((o) => o.value === text)) values[f.name] = text;
    } else values[f.name] = f.kind === 'text' && f.upper ? text.toUpperCase() : text;
  }
  return values;
}

/** The reducer of a screen's filters; `now` decides the defaults that Clear restores. */
export function reportReducer(filters: readonly FilterDef[], now: () => Date) {
  return (state: ReportState, action: ReportAction): ReportState => {
    switch (action.type) {
      case 'set': {
        // The filters are disabled after a search; a stray change must not alter what was searched.
        if (state.searched) return state;
        const filter = filters.find((f) => f.name === action.name);
        if (!filter) return state;
        const values = { ...state.values, [action.name]: action.value };
        for (const name of filter.resets ?? []) {
          const reset = filters.find((f) => f.name === name);
          if (reset) values[name] = initialValue(reset, now());
        }
        return { ...state, values };
      }
      case 'search':
        return state.searched ? state : { values: action.values, searched: action.values };
      case 'clear':
        return initialState(filters, now());
    }
  };
}

/** The values as searched: a plant left at its default is the server's active plant. */
export function withDefaults(
  filters: readonly FilterDef[],
  values: FilterValues,
  activePlant: string | null,
): FilterValues {
  const out = { ...values };
  for (const f of filters) if (f.kind === 'plant' && !out[f.name]) out[f.name] = activePlant;
  return out;
}

/** Only the filters shown take part in a search (a hidden part select is not sent). */
export function shownValues(filters: readonly FilterDef[], values: FilterValues): FilterValues {
  return Object.fromEntries(
    filters.map((f) => [f.name, !f.shown || f.shown(values) ? (values[f.name] ?? null) : null]),
  );
}

/** The search call's input with the empty filters left out (spec 3 section 5). */
export function compactInput(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * A search's filter inputs from the values: each of the call's inputs takes the filter of its
 * name (a date as its day), the screen's own mapping (`query`) goes over them, empty ones are
 * left out.
 */
export function searchFilters(
  inputs: readonly string[],
  values: FilterValues,
  own: Record<string, unknown> = {},
): Record<string, unknown> {
  const named = inputs.filter((name) => name in values).map((name) => [name, asInput(values[name] ?? null)]);
  return compactInput({ ...Object.fromEntries(named), ...own });
}

const asInput = (value: FilterValue) => (value instanceof Date ? dayText(value) : value);

/** What the Search button does now: nothing (locked after a search), nothing with a reason, or search. */
export type SearchGate = { kind: 'locked' } | { kind: 'disabled'; message: string } | { kind: 'ready' };

export function searchGate(state: ReportState, windowMessage: string | null): SearchGate {
  if (state.searched) return { kind: 'locked' };
  if (windowMessage) return { kind: 'disabled', message: windowMessage };
  return { kind: 'ready' };
}

/**
 * Why dateFrom..dateTo breaks the report's date window (spec 3 section 5), in the user's
 * language, or null. A report without a window of its own still refuses dates before 2000-01-01
 * and from after to.
 */
export function windowMessage(window: DateWindow | undefined, values: FilterValues, t: Translate): string | null {
  const { dateFrom, dateTo } = values;
  if (!(dateFrom instanceof Date) || !(dateTo instanceof Date)) return null;
  const issue = dateWindowIssue(window ?? {}, dayText(dateFrom) ?? '', dayText(dateTo) ?? '');
  if (!issue) return null;
  if (issue.kind === 'beforeMin') return t('dateBeforeMin');
  if (issue.kind === 'fromAfterTo') return t('dateFromAfterTo');
  return issue.message ?? t('dateRangeTooLong', { days: issue.days });
}

/** A 'yyyy-MM-dd' day as a date of the user's calendar, or null when it is no such day. */
export function dayDate(text: string | undefined): Date | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date rolls 2026-02-30 over to March: such a text names no day.
  return date.getDate() === Number(m[3]) && date.getMonth() === Number(m[2]) - 1 ? date : null;
}

/**
 * What the report's window means for a date filter's calendar: the latest date-to it offers, and
 * the first day actually searched when the service moves the from date (to its month's start).
 */
export function dateLimits(
  name: string,
  window: DateWindow | undefined,
  values: FilterValues,
): { maxDate?: Date; periodStart?: Date } {
  const from = values.dateFrom instanceof Date ? dayText(values.dateFrom) : undefined;
  if (!window || !from) return {};
  if (name === 'dateTo') return { maxDate: dayDate(maxDateTo(window, from)) ?? undefined };
  const start = periodFrom(window, from);
  return name === 'dateFrom' && start !== from ? { periodStart: dayDate(start) ?? undefined } : {};
}

/** A day as the report calls take it, in the user's calendar: yyyy-MM-dd. */
export function dayText(date: Date | null): string | undefined {
  if (!date) return undefined;
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
