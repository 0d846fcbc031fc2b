import { MAX_TAKE, PAGE_SIZES } from '@fgss/contracts';

/**
 * The pager's sizes of spec 1 section 2: 10, 30, 50 and all ('all' is the capped page size); a
 * grid with sizes of its own (the harness relabel grid: 20, 40, 60) passes them.
 */
export function pageSizeOptions(
  allLabel: string,
  sizes: readonly number[] = PAGE_SIZES,
): { value: string; label: string }[] {
  return [...sizes.map((n) => ({ value: String(n), label: String(n) })), { value: String(MAX_TAKE), label: allLabel }];
}
