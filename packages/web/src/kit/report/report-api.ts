import type { InputOf, QueryProcedure } from '@/lib/procedures';

/** What a report search pages and sorts by; the kit sets these, the screen sets the filters. */
type Paging = 'skip' | 'take' | 'requireTotalCount' | 'sort';

/** A choice's value is text to the screen; the contract checks it against its list (e.g. 'S' or 'D'). */
type Loose<T> = T extends string ? string : T;

/**
 * The filter inputs of a report search, as the screen builds them from its values: only the
 * search's own filters, each of its type or empty (null or undefined); the kit leaves empty ones
 * out (spec 3 section 5).
 */
export type SearchFilters<S extends QueryProcedure> = {
  [K in Exclude<keyof InputOf<S>, Paging>]?: Loose<InputOf<S>[K]> | null;
};
