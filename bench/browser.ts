import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.js';
import { root } from '../scripts/processes.js';

const web = resolve(root, 'packages/web');
/** What the web build is made of: a change in any of them makes the built app stale. */
const sources = ['packages/web/src', 'packages/contracts/src', 'packages/web/index.html', 'packages/web/public'].concat(
  ['vite.config.ts', 'vite-precompress.ts', 'package.json'].map((f) => `packages/web/${f}`),
);

const newest = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

/**
 * The browser benches measure the app the gateway serves: build it (vite, with its compressed
 * copies) when packages/web/dist is missing or older than its sources. Runs before the stack
 * starts, since the gateway reads index.html once.
 */
export function ensureWebBuild(): void {
  const built = resolve(web, 'dist/index.html');
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...sources.map((s) => newest(resolve(root, s))))) return;
  const r = spawnSync(resolve(web, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('web build failed');
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (apt-get install chromium)`);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A fresh page (empty cache, no session) on the gateway, at a desktop size. */
export async function freshPage(browser: Browser, gateway: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: gateway, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return page;
}

/** Fills the login form as a user does (planner on the large-seed server FGSSMX01), ready to sign in. */
export async function fillLogin(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill('planner');
  await page.getByLabel('Password').fill('Fgss.2026!');
  await page.getByRole('textbox', { name: 'Server name' }).click();
  await page.getByRole('option', { name: 'FGSSMX01' }).click();
  // The domain is looked up for this user and server and preselected.
  const domain = await page.getByRole('textbox', { name: 'Domain' }).elementHandle();
  await page.waitForFunction((input) => (input as HTMLInputElement | null)?.value !== '', domain);
}

/** Opens a screen from the side menu, as a user does. */
export async function openFromMenu(page: Page, group: string, screen: string): Promise<void> {
  await page.getByText(group, { exact: true }).click();
  await page.getByText(screen, { exact: true }).click();
}

/** Resolves in the page once the next frame has been painted; answers the page's clock then. */
export const paintedAt = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0))),
  );

/**
 * CPU seconds used so far by Chromium (every process: renderers, GPU, network, browser), to set
 * beside a wall-clock figure taken on a busy machine.
 */
export async function chromiumCpu(browser: Browser): Promise<() => Promise<number>> {
  const cdp = await browser.newBrowserCDPSession();
  return async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
  };
}

/** Median and range of a few runs. */
export function spread(values: number[], unit: (v: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${unit(median)} (${unit(sorted[0] ?? 0)}-${unit(sorted.at(-1) ?? 0)}, ${values.length} runs)`;
}
