import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { rowWith } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/**
 * The grids edited row by row: once loaded they show the plant's rows and nothing else. The grid
 * draws grey placeholder rows while it loads; those must all go when the rows come.
 */

/** The grid's body rows and the rows its Total Records counts, once a real row is drawn. */
async function drawnRows(p: Page, realRow: string): Promise<{ drawn: number; total: number; skeletons: number }> {
  await rowWith(p, realRow).waitFor();
  const total = Number(((await p.getByTestId('total-records').textContent()) ?? '').replace(/\D+/g, ''));
  return {
    // A row's detail panel (Link Server's procedures) is a row of its own.
    drawn: await p.locator('table tbody tr:not(.mantine-Table-tr-detail-panel)').count(),
    total,
    skeletons: await p.locator('table tbody .mantine-Skeleton-root').count(),
  };
}

describe('Row-edit grids once loaded', () => {
  const { page } = useBrowser();

  it('Server Status shows only its servers, no loading rows', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/serverStatus' });
    const { drawn, total, skeletons } = await drawnRows(p, 'FGSSUS01');
    expect(skeletons).toBe(0);
    expect(total).toBeGreaterThan(0);
    expect(drawn).toBe(Math.min(total, 10));
  });

  it('Link Server Master shows only its link servers, no loading rows', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/LinkServerMaster' });
    const { drawn, total, skeletons } = await drawnRows(p, 'CUSTOMS_BROKER');
    expect(skeletons).toBe(0);
    expect(total).toBeGreaterThan(0);
    expect(drawn).toBe(Math.min(total, 10));
  });
});
