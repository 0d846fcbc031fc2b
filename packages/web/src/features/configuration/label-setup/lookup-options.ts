import type { LookupItem } from '@fgss/contracts';

/**
 * A lookup's items as the grid's select options, or undefined while it loads or when it failed:
 * the cell then stays a text editor, so the screen goes on (spec 1 section 8, lookup failures).
 */
export function lookupOptions(
  query: { data?: LookupItem[]; isError: boolean },
  label: (item: LookupItem) => string = (item) => item.code,
): { value: string; label: string }[] | undefined {
  if (query.isError || !query.data) return undefined;
  return query.data.map((item) => ({ value: item.code, label: label(item) }));
}
