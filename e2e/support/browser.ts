import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { testChromiumArgs as args, testChromiumPath as executablePath } from './chromium.js';
import { baseURL } from './stack.js';

export const shotsDir = resolve(import.meta.dirname, '../../test-results');

/**
 * The worker's browser contexts, by browser language. A worker runs its files one after another
 * and keeps this module between them (vitest's `isolate: false`), so they share one browser: it
 * starts once per worker, and its profile keeps the app's files and V8's compiled code of them.
 * The profile is a temporary folder, not an incognito context, because an incognito context keeps
 * no compiled code between page loads (the browser files took 552 CPU-s with a browser per file
 * and incognito contexts, 495 with a profile per file).
 */
const contexts = new Map<string, Promise<BrowserContext>>();

async function launch(locale: string | undefined): Promise<BrowserContext> {
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium-headless-shell)`);
  // In the run's folder, which the global teardown removes once every browser has closed.
  const profile = mkdtempSync(resolve(inject('e2eRunDir'), 'browser-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
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
  return context;
}

function contextFor(locale: string | undefined): Promise<BrowserContext> {
  const key = locale ?? '';
  const known = contexts.get(key);
  if (known) return known;
  const started = launch(locale).then((context) => {
    // A browser that went away (a crash) is started again for the next file.
    context.on('close', () => contexts.delete(key));
    return context;
  });
  started.catch(() => contexts.delete(key));
  contexts.set(key, started);
  return started;
}

/**
 * The worker's browser for a test file (see contexts), a fresh page (and so a fresh session) per
 * test. What else a page would inherit from the tests before it (the saved preferences in
 * localStorage) is cleared on its first document. `locale` sets the browser language
 * (navigator.language), e.g. 'es-MX'.
 */
export function useBrowser({ locale }: { locale?: string } = {}): { page: () => Page; baseURL: string } {
  let context: BrowserContext;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await contextFor(locale);
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
    // The next file of the worker opens its own pages in the same browser.
    await page?.close();
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
