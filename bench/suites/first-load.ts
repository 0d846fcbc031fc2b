/**
 * First-load figures, in Chromium against the gateway serving the built app: the bytes
 * a first visit to /login transfers (empty cache; headers and bodies as sent, compressed) until
 * the sign-in form works, and the time from Sign in to the first grid painted (Location Master,
 * 1,000,000 locations on the large seed, opened from the side menu).
 */
import type { CDPSession } from 'playwright-core';
import { ensureWebBuild, fillLogin, freshPage, launchChromium, openFromMenu, paintedAt, spread } from '../browser.js';
import { atMost, type BenchSuite, ms } from '../suite.js';

const RUNS = 5;
/** The goal for a first visit's bytes until the form works (the build holds its own budget: vite-sign-in-budget.ts). */
const SIGN_IN_BUDGET = 150_000;
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Bytes received per request, by what Chromium reports when each finishes. */
function countTransfers(cdp: CDPSession) {
  const sizes = new Map<string, number>();
  const kinds = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  return () => {
    const byKind = new Map<string, number>();
    for (const [id, size] of sizes)
      byKind.set(kinds.get(id) ?? 'Other', (byKind.get(kinds.get(id) ?? 'Other') ?? 0) + size);
    return { total: [...sizes.values()].reduce((a, b) => a + b, 0), requests: sizes.size, byKind };
  };
}

export default {
  name: 'first-load',
  prepare: ensureWebBuild,
  async run({ gateway, out, figure }) {
    const browser = await launchChromium();
    try {
      const loads: number[] = [];
      const ready: number[] = [];
      const toHome: number[] = [];
      const toGrid: number[] = [];
      let last = '';
      for (let run = 0; run < RUNS; run++) {
        const page = await freshPage(browser, gateway);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        const transfers = countTransfers(cdp);
        await page.goto('/login');
        // The form works: its button is drawn and the server list it offers has arrived.
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await page.waitForLoadState('networkidle');
        const sent = transfers();
        loads.push(sent.total);
        ready.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.duration ?? 0));
        last = [...sent.byKind].map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ');
        last += ` (${sent.requests} requests)`;

        await fillLogin(page);
        const start = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/\/home$/);
        await page.getByText('Configuration Masters', { exact: true }).waitFor();
        toHome.push((await paintedAt(page)) - start);
        await openFromMenu(page, 'Configuration Masters', 'Location Master');
        await page.locator('tbody tr[data-row-state]').first().waitFor();
        toGrid.push((await paintedAt(page)) - start);
        await page.context().close();
      }
      out('\nFirst load of /login in Chromium (empty cache), and sign-in to the first grid (planner, FGSSMX01)');
      out(`  transferred until the sign-in form works: ${spread(loads, kb)}  goal <= ${kb(SIGN_IN_BUDGET)}`);
      out(`    of which: ${last}`);
      out(`  page load event after navigation start: ${spread(ready, ms)}`);
      out(`  Sign in -> home painted: ${spread(toHome, ms)}`);
      out(
        `  Sign in -> Location Master's first page painted (via the side menu): ${spread(toGrid, ms)}  goal <= 1.5 s`,
      );
      figure('transferred until the sign-in form works', median(loads) / 1000, 'KB', atMost(SIGN_IN_BUDGET / 1000));
      figure('sign in -> first grid painted', median(toGrid), 'ms', atMost(1500));
    } finally {
      await browser.close();
    }
  },
} satisfies BenchSuite;
