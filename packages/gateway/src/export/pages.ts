/**
 * An export's pages as its file is written: each page is asked for while the one before is
 * written, so the service and the gateway work at once, and never more than one ahead, so memory
 * holds two pages whatever the number of rows. `ask(skip)` gives the rows from `skip` on; the
 * pages end with a short one (fewer than `pageRows`) or at `maxRows` rows.
 */
export async function* pagesAhead<T>(
  first: T[],
  ask: (skip: number) => Promise<T[]>,
  pageRows: number,
  maxRows: number,
): AsyncGenerator<T[]> {
  let page = first;
  let read = 0;
  for (;;) {
    const rows = page.length > maxRows - read ? page.slice(0, maxRows - read) : page;
    read += rows.length;
    const next = page.length === pageRows && read < maxRows ? ask(read) : undefined;
    next?.catch(() => undefined); // awaited below, unless the writer stops first (a cancelled download)
    yield rows;
    if (!next) return;
    page = await next;
  }
}
