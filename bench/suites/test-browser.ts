/**
 * What one page load costs the browser the tests run (the test command is CPU-bound and
 * most of its CPU is Chromium running the app): the CPU seconds of the test Chromium (its flags,
 * a kept profile as in e2e/support/browser.ts) per load of a signed-in route, the session written
 * before the app starts, as `signIn` does after a worker's first sign-in, and the requests a load
 * makes. Then what a grid step
 * costs it: a row added above the others and reverted (s31: adding a row made every row below anew).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { testChromiumArgs, testChromiumPath } from '../../e2e/support/chromium.js';
import { ensureWebBuild, fillLogin } from '../browser.js';
import type { BenchSuite } from '../suite.js';

const LOADS = 10;
const ROUTES = ['/home', '/LocationMaster', '/BoxLabelPrinting', '/ShipmentReport'];
const TICKS_PER_SECOND = 100;
const STEPS = 8;
const GRID = '/CustomerHrnLblFormatMst';

/** CPU seconds of every process whose command line names the profile (Linux /proc). */
function cpuOf(profile: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profile)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

export default {
  name: 'test-browser',
  prepare: ensureWebBuild,
  async run({ gateway, out }) {
    const profile = mkdtempSync(join(tmpdir(), 'fgss-bench-test-browser-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: testChromiumPath,
      args: testChromiumArgs,
      baseURL: gateway,
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    try {
      const signing = await context.newPage();
      await signing.goto('/login');
      await fillLogin(signing);
      await signing.getByRole('button', { name: 'Sign in' }).click();
      await signing.waitForURL(/\/home$/);
      const session = await signing.evaluate(() => JSON.stringify({ ...sessionStorage }));
      await signing.close();

      /** A new page signed in as the planner (the session written before the app starts). */
      const signedInPage = async () => {
        const page = await context.newPage();
        await page.addInitScript((entries) => {
          for (const [name, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
            sessionStorage.setItem(name, value);
        }, session);
        return page;
      };
      /** Loads the route in a new page; resolves with the requests the load made. */
      const load = async (route: string) => {
        const page = await signedInPage();
        let requests = 0;
        page.on('request', () => requests++);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await page.close();
        return requests;
      };
      out(`\nThe test browser's CPU per page load (${testChromiumPath}, ${LOADS} loads after 2, planner)`);
      for (const route of ROUTES) {
        for (let i = 0; i < 2; i++) await load(route);
        const before = cpuOf(profile);
        let requests = 0;
        for (let i = 0; i < LOADS; i++) requests += await load(route);
        out(`  ${route}: ${((cpuOf(profile) - before) / LOADS).toFixed(3)} CPU-s, ${requests / LOADS} requests`);
      }

      const grid = await signedInPage();
      await grid.goto(GRID);
      await grid.getByRole('cell', { name: 'FORD-HRN-2D', exact: true }).waitFor();
      const addAndRevert = async () => {
        await grid.getByRole('button', { name: 'Add' }).click();
        await grid.locator('tbody tr').first().getByRole('textbox', { name: 'Customer Group', exact: true }).waitFor();
        await grid.getByRole('button', { name: 'Revert' }).click();
        await grid.getByRole('button', { name: 'Yes' }).click();
        await grid.getByRole('dialog').waitFor({ state: 'detached' });
      };
      await addAndRevert();
      const before = cpuOf(profile);
      for (let i = 0; i < STEPS; i++) await addAndRevert();
      out(`\nA grid step (${GRID}, ${STEPS} after 1): Add, then Revert and Yes`);
      out(`  ${((cpuOf(profile) - before) / STEPS).toFixed(3)} CPU-s`);
      await grid.close();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
} satisfies BenchSuite;
