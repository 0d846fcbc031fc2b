import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { baseURL } from './stack.js';

import { chromiumArgs as args, chromiumPath as executablePath } from './chromium.js';

export const shotsDir = resolve(import.meta.dirname, '../../test-results');

/**
 * One browser per test file, a fresh page (and so a fresh session) per test. `locale` sets the
 * browser language (navigator.language), e.g. 'es-MX'.
 */
export function useBrowser({ locale }: { locale?: string } = {}): { page: () => Page; baseURL: string } {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    if (!existsSync(executablePath))
      throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium)`);
    browser = await chromium.launch({ executablePath, args });
  });
  beforeEach(async () => {
    await page?.context().close();
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
      ...(locale ? { locale } : {}),
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { page: () => page, baseURL };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: resolve(shotsDir, `${name}.png`), fullPage: true });
}
