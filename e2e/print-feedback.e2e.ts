import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { openFromMenu } from './support/master-grid.js';
import { watchForMessage } from './support/messages.js';
import { jobsOf, readyPrinter, setPrinter } from './support/printers.js';
import { signIn } from './support/sign-in.js';

/**
 * What an operator sees after Print on the grid print screens: the result where Print was
 * clicked, one set of labels however fast they click, and the printer's state as it is now.
 */
const panel = (p: Page) => p.getByRole('region', { name: 'Print panel' });
const printButton = (p: Page) => panel(p).getByRole('button', { name: 'Print' });
const printerOf = (p: Page) => panel(p).getByRole('textbox', { name: 'Printer', exact: true }).inputValue();
const printerState = (p: Page) => panel(p).getByTestId('printer-state');
const question = (p: Page) => p.getByRole('dialog').filter({ hasText: '[20132] Do you want to print?' });

/** Box Label Printing with its first part chosen, ready to print; returns the panel's printer. */
async function readyBoxPrint(p: Page): Promise<string> {
  await signIn(p, 'planner');
  await openFromMenu(p, 'Demand Printing', 'Box Label Printing', 'BoxLabelPrinting');
  const first = p.locator('tbody tr').first();
  await first.locator('td').nth(1).click();
  await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
  await p.getByTestId('label-detail').waitFor();
  await expect.poll(() => printerOf(p)).not.toBe('');
  await expect.poll(() => printButton(p).isEnabled()).toBe(true);
  return printerOf(p);
}

/** Clicks Print, answers Yes, and returns the result shown. */
async function printOnce(p: Page) {
  await printButton(p).click();
  await question(p).getByRole('button', { name: 'Yes' }).click();
  const outcome = p.getByTestId('print-outcome');
  await outcome.waitFor();
  return outcome;
}

/** Whether all of the element is inside the window. */
async function inView(p: Page, outcome: Awaited<ReturnType<typeof printOnce>>): Promise<boolean> {
  const box = await outcome.boundingBox();
  const size = p.viewportSize();
  return Boolean(box && size && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width);
}

describe('Print screens: the result of Print', () => {
  const { page } = useBrowser();
  let changed: string | null = null;
  afterEach(async () => {
    if (changed) await setPrinter(changed, readyPrinter);
    changed = null;
    await page().context().setOffline(false);
  });

  it('shows the result of a print in view at 1366x768, a success and an error', async () => {
    const p = page();
    await p.setViewportSize({ width: 1366, height: 768 });
    const printer = await readyBoxPrint(p);
    const sent = await printOnce(p);
    // The printer counted the label out: a success, said as such.
    expect(await sent.textContent()).toContain('1 of 1 label printed');
    expect(await sent.getAttribute('data-kind')).toBe('printed');
    expect(await inView(p, sent)).toBe(true);
    await screenshot(p, 'print-feedback-sent-1366');

    changed = printer;
    await setPrinter(printer, { paused: true });
    await expect.poll(() => printButton(p).isEnabled()).toBe(true);
    const refused = await printOnce(p);
    await expect.poll(() => refused.textContent()).toContain(`Printer '${printer}' is paused.`);
    expect(await inView(p, refused)).toBe(true);
    await screenshot(p, 'print-feedback-paused-1366');
  });

  it('prints one set of labels for a double click on Print and then on Yes', async () => {
    const p = page();
    const printer = await readyBoxPrint(p);
    const before = (await jobsOf(printer)).length;
    await printButton(p).dblclick();
    await question(p).waitFor();
    await question(p).getByRole('button', { name: 'Yes' }).dblclick();
    await p
      .getByTestId('print-outcome')
      .getByText(/labels? printed/)
      .waitFor();
    // Settled: no question left to answer, and Print ready for the next set.
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => printButton(p).isEnabled()).toBe(true);
    await expect.poll(async () => (await jobsOf(printer)).length).toBeGreaterThan(before);
    expect((await jobsOf(printer)).length).toBe(before + 1);

    // A click beside the question still closes it, answered no.
    await printButton(p).click();
    await question(p).waitFor();
    await p.mouse.click(5, 400);
    await expect.poll(() => question(p).count()).toBe(0);
    expect((await jobsOf(printer)).length).toBe(before + 1);
  });

  it('closes the print question when the user moves to another screen', async () => {
    const p = page();
    await readyBoxPrint(p);
    await printButton(p).click();
    await question(p).waitFor();
    // Back to the screen before, in the same document (the app's router, no page load).
    await p.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await p.goBack();
    await p.waitForURL(/\/home$/);
    await expect.poll(() => question(p).count()).toBe(0);
    expect(await p.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  });

  it('names every fault the printer reports beside the selector', async () => {
    const p = page();
    const printer = await readyBoxPrint(p);
    await printerState(p).getByText('Ready').waitFor();
    changed = printer;
    await setPrinter(printer, { headOpen: true, paperOut: true });
    await printerState(p).getByText('Head open, Out of paper').waitFor();
    expect(await printerState(p).getAttribute('aria-label')).toBe(
      `Printer '${printer}' has its print head open. Close the head, then print again.\n` +
        `Printer '${printer}' is out of paper. Load labels, then print again.`,
    );
    await screenshot(p, 'print-feedback-two-faults');
  });

  it('says once that the server cannot be reached when the network drops', async () => {
    const p = page();
    await readyBoxPrint(p);
    const timeoutToast = await watchForMessage(p, '504');
    await p.context().setOffline(true);
    const outcome = await printOnce(p);
    // The result of an earlier print on the screen gives way to this one's.
    await expect
      .poll(() => outcome.textContent())
      .toBe('Network error: Unable to reach the server. It may be down or busy.');
    await printerState(p).getByText('Unknown').waitFor();
    expect(await timeoutToast()).toBe(false);
    await screenshot(p, 'print-feedback-offline');
  });
});
