import { type AnyCall, type FileCallName, registry } from '@fgss/contracts';
import { z } from 'zod';
import { procedurePath, type QueryProcedure } from '@/lib/procedures';
import { searchFilters } from './report-state';
import type { FilterDef, FilterValues, ReportDef, ValuesOf } from './types';

/**
 * The registry call behind a procedure: its zod schemas. Only the report screens need a call's
 * schemas in the browser, so only their chunk builds the registry.
 */
function contractOf(name: string): AnyCall {
  return name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], registry) as AnyCall;
}

/** The names of a call's inputs (a search's filters and paging). */
function inputNames(name: string): string[] {
  const input = contractOf(name).input as z.ZodType;
  return input instanceof z.ZodObject ? Object.keys(input.shape) : [];
}

/** The search's filter inputs for these values (see searchFilters): what Search and Export send. */
export function searchInput<F extends readonly FilterDef[], S extends QueryProcedure>(
  def: ReportDef<F, S>,
  values: ValuesOf<F>,
): Record<string, unknown> {
  return searchFilters(inputNames(procedurePath(def.search)), values as FilterValues, def.query?.(values));
}

/** The first message a call's input schema refuses `input` with; null when it takes it. */
function firstIssue(name: string, input: Record<string, unknown>): string | null {
  const parsed = (contractOf(name).input as z.ZodType).safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The first rule the search call refuses these filters with: the contract's own checks (blank
 * dates, serials, year and month, lengths), which the gateway and the service apply alike.
 */
export function searchIssue(search: QueryProcedure, input: Record<string, unknown>): string | null {
  return firstIssue(procedurePath(search), { ...input, skip: 0, take: 1 });
}

/** The first rule a file call (an export) refuses these inputs with, before it is asked for. */
export function fileIssue(file: FileCallName, input: Record<string, unknown>): string | null {
  return firstIssue(file, input);
}
