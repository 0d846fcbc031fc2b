import type { SummaryItem, SummaryValue } from '@fgss/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../http/errors.js';
import type { FilterSql } from './filter-sql.js';

/**
 * What SQL hands back for one summary over some rows, so that the partials of several groups
 * can be combined into their parent's: a sum or count as a number, a min or max as the value,
 * an average as its sum and the number of values it is over.
 */
type Partial = number | string | boolean | null | { sum: number; n: number };

/** ASCII case folded, as SQLite's NOCASE compares. */
export const fold = (v: string) => v.replace(/[A-Z]/g, (c) => c.toLowerCase());

function less(a: Partial, b: Partial): boolean {
  return typeof a === 'string' && typeof b === 'string' ? fold(a) < fold(b) : (a as number) < (b as number);
}

/**
 * DevExtreme.AspNet.Data's summaries (sum, min, max, avg, count) as SQL aggregates. Its semantics:
 * count counts rows, null or not; sum skips nulls and is 0 over none; avg is over the non-null
 * values and null over none; min and max skip nulls, compare text case-insensitively and are
 * null over none.
 */
export class Summaries {
  constructor(
    private readonly filters: FilterSql,
    private readonly items: readonly SummaryItem[],
  ) {
    for (const item of items) {
      if (item.summaryType !== 'sum' && item.summaryType !== 'avg') continue;
      const kind = filters.column(item.selector as string).spec.kind;
      if (kind !== 'int' && kind !== 'id')
        throw badRequest(`A ${item.summaryType} summary needs a number column, not '${item.selector}'`);
    }
  }

  get any(): boolean {
    return this.items.length > 0;
  }

  /** The select list of the aggregates, named `s<i>` (and `s<i>n` for an average's count). */
  selection(): Record<string, SQL.Aliased | SQL> {
    const out: Record<string, SQL> = {};
    this.items.forEach((item, i) => {
      if (item.summaryType === 'count') {
        out[`s${i}`] = sql`count(*)`.mapWith(Number);
        return;
      }
      const field = item.selector as string;
      const { column } = this.filters.column(field);
      if (item.summaryType === 'min' || item.summaryType === 'max') {
        const fn = sql.raw(item.summaryType);
        out[`s${i}`] = sql`${fn}(${this.filters.ordered(field)})`.mapWith(column);
      } else {
        out[`s${i}`] = sql`coalesce(sum(${column}), 0)`.mapWith(Number);
        if (item.summaryType === 'avg') out[`s${i}n`] = sql`count(${column})`.mapWith(Number);
      }
    });
    return out;
  }

  /** The partials of one result row of `selection()`. */
  read(row: Record<string, unknown>): Partial[] {
    return this.items.map((item, i) =>
      item.summaryType === 'avg'
        ? { sum: row[`s${i}`] as number, n: row[`s${i}n`] as number }
        : ((row[`s${i}`] ?? null) as Partial),
    );
  }

  /** The partials of a group from those of its subgroups. */
  combine(parts: Partial[][]): Partial[] {
    return this.items.map((item, i) => {
      const values = parts.map((p) => p[i] as Partial);
      switch (item.summaryType) {
        case 'count':
        case 'sum':
          return values.reduce<number>((a, v) => a + (v as number), 0);
        case 'avg':
          return values.reduce<{ sum: number; n: number }>(
            (a, v) => {
              const p = v as { sum: number; n: number };
              return { sum: a.sum + p.sum, n: a.n + p.n };
            },
            { sum: 0, n: 0 },
          );
        default: {
          const present = values.filter((v) => v !== null);
          const pick = item.summaryType === 'min' ? less : (a: Partial, b: Partial) => less(b, a);
          return present.reduce<Partial>((best, v) => (best === null || pick(v, best) ? v : best), null);
        }
      }
    });
  }

  /** The values sent: an average divided out, everything else as it is. */
  finish(partials: Partial[]): SummaryValue[] {
    return partials.map((p) => {
      if (p === null || typeof p !== 'object') return p;
      return p.n === 0 ? null : p.sum / p.n;
    });
  }
}

export type { Partial as SummaryPartial };
