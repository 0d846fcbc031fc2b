import { MAX_TAKE, PAGE_SIZES } from '@fgss/contracts';

/** The pager's sizes of spec 1 section 2: 10, 30, 50 and all ('all' is the capped page size). */
export function pageSizeOptions(allLabel: string): { value: string; label: string }[] {
  return [
    ...PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })),
    { value: String(MAX_TAKE), label: allLabel },
  ];
}
