import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromiumArgs as args, chromiumPath as executablePath } from './chromium.js';
import { baseURL } from './stack.js';

export const shotsDir = resolve(import.meta.dirname, '../../test-results');

/**
 * One browser and one browser context per test file, a fresh page (and so a fresh session) per
 * test. The context is a browser profile of its own in a temporary folder, not an incognito one:
 * a profile keeps the app's files and V8's compiled code of them between page loads, so a test's
 * page starts without compiling the app again (the browser files took 552 CPU-s with incognito
 * contexts, 495 with profiles). What else a page would inherit from the tests before it (the
 * saved preferences in localStorage) is cleared on its first document. `locale` sets the browser
 * language (navigator.language), e.g. 'es-MX'.
 */
export function useBrowser({ locale }: { locale?: string } = {}): { page: () => Page; baseURL: string } {
  let profile: string | undefined;
  let context: BrowserContext;
  let page: Page | undefined;
  beforeAll(async () => {
    if (!existsSync(executablePath))
      throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium)`);
    profile = mkdtempSync(resolve(tmpdir(), 'fgss-e2e-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      args,
      baseURL,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
      // No transitions (the theme respects it): nothing is clicked while it slides, and no frames are spent on it.
      reducedMotion: 'reduce',
      ...(locale ? { locale } : {}),
    });
    // sessionStorage belongs to one page: its first document clears what earlier pages stored.
    await context.addInitScript(() => {
      if (sessionStorage.getItem('e2e-page-started')) return;
      localStorage.clear();
      sessionStorage.setItem('e2e-page-started', 'yes');
    });
  });
  beforeEach(async (test) => {
    await page?.close();
    await context.clearCookies();
    const opened = await context.newPage();
    opened.setDefaultTimeout(30_000);
    page = opened;
    // What the page showed when a test failed, and where: CI keeps test-results/ of a failed run.
    test.onTestFailed(async () => {
      const name = `failed ${test.task.file.name.replace(/\W+/g, '-')} ${test.task.name.slice(0, 60).replace(/\W+/g, '-')}`;
      mkdirSync(shotsDir, { recursive: true });
      writeFileSync(resolve(shotsDir, `${name}.txt`), `${opened.url()}\n`);
      await opened.screenshot({ path: resolve(shotsDir, `${name}.png`), fullPage: true }).catch(() => {});
    });
  });
  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });
  return { page: () => page!, baseURL };
}

/**
 * Writes `test-results/<name>.png` when `E2E_SCREENSHOTS` is set (to look at the screens before
 * landing them): a full-page shot costs more CPU than many a test, so the test command takes none.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: resolve(shotsDir, `${name}.png`), fullPage: true });
}
