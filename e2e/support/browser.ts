import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { beforeAll, beforeEach, inject } from 'vitest';
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

const VIEWPORT = { width: 1440, height: 900 };

async function launch(locale: string | undefined): Promise<BrowserContext> {
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium-headless-shell)`);
  // In the run's folder, which the global teardown removes once every browser has closed.
  const profile = mkdtempSync(resolve(inject('e2eRunDir'), 'browser-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args,
    baseURL,
    viewport: VIEWPORT,
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
 * The page each browser context (so each worker and browser language) hands from test to test of
 * a file. A new page cost the test browser about 0.1 CPU-s to open and close (Playwright sets each
 * one up through the DevTools protocol): one page carries on, and `resetPage` takes back what a
 * test left on it. The next file starts on a new page (`closePages`).
 */
const pages = new Map<BrowserContext, Page>();

/** Closes the pages handed on (the e2e setup file calls it after each file). */
export async function closePages(): Promise<void> {
  const open = [...pages.values()];
  pages.clear();
  await Promise.all(open.map((page) => page.close().catch(() => {})));
}

/** Events a test may listen to on its page; the next test starts without those listeners. */
const TEST_EVENTS = ['console', 'download', 'filechooser', 'request', 'requestfinished', 'requestfailed'];

/**
 * What a test left on a page it hands on, taken back: its routes, listeners and window size, and
 * the storage of its origin (the next test starts signed out, with no saved preferences; the
 * document it left keeps running until the next one loads, see `carried`). False when the
 * storage could not be reached (a page on about:blank or on another origin).
 */
async function resetPage(page: Page): Promise<boolean> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  const size = page.viewportSize();
  if (size?.width !== VIEWPORT.width || size?.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
  const clear = () =>
    page.evaluate(() => {
      const kept = sessionStorage.getItem('fgss.session');
      sessionStorage.clear();
      localStorage.clear();
      return kept;
    });
  // A test may end while its page is still loading a document: once that one is up, again.
  const session = await clear().catch(async () => {
    await page.waitForLoadState().catch(() => {});
    return clear().catch(() => undefined);
  });
  if (session === undefined) return false;
  carried.set(page, session);
  return true;
}

/**
 * The session the app's current document on a page runs with, as the previous test left it (its
 * sessionStorage at the test's end), until the page loads a new document or `signIn` moves on
 * in it: `signIn` of the same user carries on in that document instead of loading the app again.
 */
const carried = new WeakMap<Page, string | null>();

/** The session the previous test left on the page (see carried), once: the caller moves on from it. */
export function takeCarriedSession(page: Page): string | null {
  const session = carried.get(page) ?? null;
  carried.delete(page);
  return session;
}

async function pageFor(context: BrowserContext): Promise<Page> {
  const known = pages.get(context);
  if (known && !known.isClosed()) {
    if (await resetPage(known)) return known;
    // Storage it could not clear is not handed on: a new page starts empty.
    await known.close().catch(() => {});
  }
  const opened = await context.newPage();
  opened.setDefaultTimeout(30_000);
  // A crashed page is not handed on.
  opened.on('crash', () => opened.close().catch(() => {}));
  // Leaving a grid with unsaved changes asks first (beforeunload): the next test's load leaves
  // it. Any other dialog is dismissed, as Playwright does when nobody listens.
  opened.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  pages.set(context, opened);
  return opened;
}

/**
 * The worker's browser for a test file (see contexts) and its page for each test (see pages): a
 * fresh session (its origin's storage cleared), no saved preferences, but the app's files and
 * their compiled code from the context's profile. `locale` sets the browser language
 * (navigator.language), e.g. 'es-MX'.
 */
export function useBrowser({ locale }: { locale?: string } = {}): { page: () => Page; baseURL: string } {
  let context: BrowserContext;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await contextFor(locale);
  });
  beforeEach(async (test) => {
    await context.clearCookies();
    const opened = await pageFor(context);
    page = opened;
    // What the page showed when a test failed, and where: CI keeps test-results/ of a failed run.
    test.onTestFailed(async () => {
      const name = `failed ${test.task.file.name.replace(/\W+/g, '-')} ${test.task.name.slice(0, 60).replace(/\W+/g, '-')}`;
      mkdirSync(shotsDir, { recursive: true });
      writeFileSync(resolve(shotsDir, `${name}.txt`), `${opened.url()}\n`);
      await opened.screenshot({ path: resolve(shotsDir, `${name}.png`), fullPage: true }).catch(() => {});
      // A failed test may have left anything open: the next one starts on a new page.
      pages.delete(context);
      await opened.close().catch(() => {});
    });
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
