import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { openFromMenu } from './support/master-grid.js';
import { readyPrinter, setPrinter } from './support/printers.js';
import { signIn } from './support/sign-in.js';

/**
 * /PrintCenter: every printer of the plant with its live state, from the plant's one watch
 * through the gateway's event stream: a printer paused at the device shows within 2 s and
 * clears on resume, without a reload.
 */
const PRINTER = 'MX01-ZT410-FG';
const card = (p: Page, printer: string) => p.getByRole('group', { name: printer, exact: true });
const stateOf = (p: Page, printer: string) => card(p, printer).getByTestId('printer-card-state');

describe('Print Center', () => {
  const { page } = useBrowser();
  let changed = false;
  afterEach(async () => {
    if (changed) await setPrinter(PRINTER, readyPrinter);
    changed = false;
  });

  it('shows a printer paused at the device within 2 s and clears it on resume, without a reload', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Print Center', 'PrintCenter');
    await stateOf(p, PRINTER).getByText('Ready').waitFor();
    await p.getByTestId('stream-state').getByText('Live').waitFor();
    await p.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    changed = true;
    await setPrinter(PRINTER, { paused: true });
    await stateOf(p, PRINTER).getByText('Paused').waitFor({ timeout: 2000 });
    expect(await card(p, PRINTER).getAttribute('data-state')).toBe('paused');
    await screenshot(p, 'print-center-paused');

    await setPrinter(PRINTER, { paused: false });
    await stateOf(p, PRINTER).getByText('Ready').waitFor({ timeout: 2000 });
    expect(await p.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
    await screenshot(p, 'print-center-ready');
  });
});
