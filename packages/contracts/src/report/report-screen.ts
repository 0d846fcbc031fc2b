import type { z } from 'zod';
import { plantCalls } from '../plants.js';
import { REPORT_MODULE, type ReportSearchDef, reportLookup, reportSearch, text } from './kit.js';
import type { DateWindow } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

/** The plant a report's lookups list their numbers of. */
const plantScope = { plantID: text(12) };

type Lookups<L extends Record<string, string>, S extends z.ZodRawShape> = {
  [K in keyof L]: ReturnType<typeof reportLookup<S>>;
};

/**
 * The calls every report screen has, from its facts: the plant calls, a paged lookup per entry
 * of `lookups` (name -> the path after the report's, scoped by `scope`, by default the plant),
 * and the search at the report's path (`path`, else the screen key).
 */
export function reportScreen<
  F extends z.ZodRawShape,
  R extends z.ZodRawShape,
  L extends Record<string, string> = Record<never, string>,
  S extends z.ZodRawShape = typeof plantScope,
>(screen: string, def: { path?: string; lookups?: L; scope?: S; search: ReportSearchDef<F, R> }) {
  const path = def.path ?? screen;
  const scope = (def.scope ?? plantScope) as S;
  const lookups = Object.fromEntries(
    Object.entries(def.lookups ?? {}).map(([name, at]) => [name, reportLookup(screen, `${path}/${at}`, scope)]),
  ) as Lookups<L, S>;
  return {
    ...plantCalls('report', REPORT_MODULE, screen, path),
    ...lookups,
    search: reportSearch(screen, path, def.search),
  };
}

/** A report searched over two required dates: its rules check them against its window, stated once. */
export function datedReport<const T extends { window: DateWindow }>(facts: T) {
  return {
    ...facts,
    rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, facts.window),
  } as const;
}
