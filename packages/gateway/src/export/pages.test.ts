import { describe, expect, it } from 'vitest';
import { pagesAhead } from './pages.js';

/** A service of `total` numbered rows that records the skip of every page asked. */
function service(total: number, take: number) {
  const asked: number[] = [];
  const rows = (skip: number) => Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) => skip + i);
  return {
    asked,
    first: rows(0),
    ask: async (skip: number) => {
      asked.push(skip);
      return rows(skip);
    },
  };
}

describe('pagesAhead', () => {
  it('asks for the next page while the last one is written, never two ahead', async () => {
    const { asked, first, ask } = service(35, 10);
    const pages = pagesAhead(first, ask, 10, 1000);
    const seen: number[][] = [];
    for (let page = await pages.next(); !page.done; page = await pages.next()) {
      seen.push(page.value);
      // While the writer holds page n, page n + 1 has been asked and nothing beyond it.
      expect(asked).toEqual([10, 20, 30].slice(0, seen.length));
    }
    expect(seen.flat()).toEqual(Array.from({ length: 35 }, (_, i) => i));
    expect(asked).toEqual([10, 20, 30]);
  });

  it('asks nothing more once the writer stops, and lets the page asked ahead fail unheard', async () => {
    let asked = 0;
    const pages = pagesAhead(
      [1, 2],
      async () => {
        asked++;
        throw new Error('the service went away');
      },
      2,
      100,
    );
    for await (const page of pages) {
      expect(page).toEqual([1, 2]);
      break; // the download was cancelled
    }
    expect(asked).toBe(1);
  });

  it('stops at the most rows a sheet holds, cutting the last page', async () => {
    const { asked, first, ask } = service(100, 10);
    const seen: number[] = [];
    for await (const page of pagesAhead(first, ask, 10, 25)) seen.push(...page);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(asked).toEqual([10, 20]);
  });

  it('ends with a short page without asking past it', async () => {
    const { asked, first, ask } = service(20, 10);
    const seen: number[] = [];
    for await (const page of pagesAhead(first, ask, 10, 1000)) seen.push(...page);
    expect(seen).toHaveLength(20);
    // The page at 20 is asked (page 2 was full), answers empty, and ends the export.
    expect(asked).toEqual([10, 20]);
  });
});
