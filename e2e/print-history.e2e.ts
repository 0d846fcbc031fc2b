import { serialRange } from '@fgss/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { typeDates } from './support/dates.js';
import { openFromMenu } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';
import { plantURL } from './support/stack.js';

/**
 * In the browser: a print is found in Print History by a serial it holds, its bytes are
 * shown, and its reprint reaches the virtual printer with the same serials; a paused printer
 * shows its state beside the selector and Print says why nothing printed.
 */
interface PrintJob {
  text: string;
}

const jobsOf = async (printer: string): Promise<PrintJob[]> =>
  (await (await fetch(`${plantURL}/_plant/printers/${encodeURIComponent(printer)}/jobs`)).json()) as PrintJob[];
const setPrinter = (printer: string, state: Record<string, unknown>) =>
  fetch(`${plantURL}/_plant/printers/${encodeURIComponent(printer)}/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
const serialsIn = (text: string) => text.match(/\b[A-Z0-9]{4}E\d{8}\b/g) ?? [];

const panel = (p: Page) => p.getByRole('region', { name: 'Print panel' });
const printButton = (p: Page) => panel(p).getByRole('button', { name: 'Print' });
const printerOf = (p: Page) => panel(p).getByRole('textbox', { name: 'Printer', exact: true }).inputValue();

async function openEmptyBoxPrinting(p: Page): Promise<string> {
  await openFromMenu(p, 'Demand Printing', 'Empty Box Label Printing', 'EmptyBoxLabelPrinting');
  await expect.poll(() => printerOf(p)).not.toBe('');
  return printerOf(p);
}

async function printOutcome(p: Page): Promise<string> {
  await expect.poll(() => printButton(p).isEnabled()).toBe(true);
  await printButton(p).click();
  const outcome = p.getByTestId('print-outcome');
  await outcome.waitFor();
  return (await outcome.textContent()) ?? '';
}

describe('Print History', () => {
  const { page } = useBrowser();
  let paused: string | null = null;
  let outOfPaper: string | null = null;
  afterEach(async () => {
    if (paused) await setPrinter(paused, { paused: false });
    if (outOfPaper) await setPrinter(outOfPaper, { paperOut: false, paperOutAfter: null });
    paused = null;
    outOfPaper = null;
  });

  it('finds a print by a serial, shows the bytes it sent, and reprints the same serials', async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    const field = panel(p).getByRole('textbox', { name: 'Number of Labels', exact: true });
    await field.fill('3');
    await field.press('Tab');
    expect(await printOutcome(p)).toContain(`3 of 3 labels printed: `);
    expect(await p.getByTestId('print-outcome').getAttribute('data-kind')).toBe('printed');
    const printed = serialsIn((await jobsOf(printer)).at(-1)?.text ?? '');
    expect(printed).toHaveLength(3);

    await p.getByText('Print History', { exact: true }).click();
    await p.waitForURL(/\/PrintHistory$/);
    await p.getByRole('textbox', { name: 'Serial No', exact: true }).fill(printed[1]?.toLowerCase() ?? '');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    const row = p.locator('tbody tr').first();
    await row.getByText(printed[0] ?? '', { exact: true }).waitFor();
    expect(await p.locator('tbody tr').count()).toBe(1);
    await row.getByRole('radio').check();

    await p.getByRole('button', { name: 'Preview', exact: true }).click();
    const zpl = (await p.getByTestId('sent-zpl').textContent()) ?? '';
    expect(serialsIn(zpl)).toEqual(printed);
    await p.getByTestId('label-preview').waitFor();
    await screenshot(p, 'print-history-preview');
    await p.keyboard.press('Escape');

    // A reprint says why: nothing is sent until a reason is chosen, and 'other' needs words.
    const before = (await jobsOf(printer)).length;
    await p.getByRole('button', { name: 'Reprint', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: /^Reprint job \d+$/ });
    const send = dialog.getByRole('button', { name: 'Reprint', exact: true });
    await dialog.getByRole('radio', { name: 'Damaged' }).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByText('Say why the label is printed again.').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Why, in words' }).fill('Smudged by the applicator');
    await screenshot(p, 'print-history-reprint-reason');
    await send.click();
    await dialog.getByTestId('print-outcome').waitFor();
    await expect.poll(async () => (await jobsOf(printer)).length).toBe(before + 1);
    expect(serialsIn((await jobsOf(printer)).at(-1)?.text ?? '')).toEqual(printed);
    await p.keyboard.press('Escape');

    // The grid shows the reprint at once, with its reason in words.
    await expect.poll(() => p.locator('tbody tr').count()).toBe(2);
    await p.locator('tbody tr').first().getByText('Other', { exact: true }).waitFor();
  });

  it('says why Search is held on a report without a date window of its own', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/PrintHistory' });
    const search = p.getByRole('button', { name: 'Search', exact: true });
    await typeDates(p, ['From', 'To'], ['12/31/1999', '']);
    await p.getByText('Date can not be before 01/01/2000.').waitFor();
    expect(await search.isDisabled()).toBe(true);
    await typeDates(p, ['From', 'To'], ['03/10/2026', '03/09/2026']);
    await p.getByText('Date from can not be after Date to.').waitFor();
    expect(await search.isDisabled()).toBe(true);
    await typeDates(p, ['From', 'To'], ['03/10/2026', '03/11/2026']);
    await expect.poll(() => search.isEnabled()).toBe(true);
    expect(await p.getByRole('alert').count()).toBe(0);
  });

  it('shows a paused printer beside the selector, and Print says why nothing printed', async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    await panel(p).getByTestId('printer-state').getByText('Ready').waitFor();
    paused = printer;
    await setPrinter(printer, { paused: true });
    await panel(p).getByTestId('printer-state').getByText('Paused').waitFor({ timeout: 20_000 });
    const before = (await jobsOf(printer)).length;
    expect(await printOutcome(p)).toContain(`Printer '${printer}' is paused. Release the pause on the printer`);
    await screenshot(p, 'print-paused-printer');
    expect((await jobsOf(printer)).length).toBe(before);
  });

  it('tells a partly printed print as such, and prints its missing serials on another printer', async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    outOfPaper = printer;
    await setPrinter(printer, { paperOutAfter: 2 });
    const field = panel(p).getByRole('textbox', { name: 'Number of Labels', exact: true });
    await field.fill('5');
    await field.press('Tab');
    const text = await printOutcome(p);
    const outcome = p.getByTestId('print-outcome').first();
    // A warning, not a success: the user must act.
    expect(await outcome.getAttribute('data-kind')).toBe('partlyPrinted');
    expect(text).toMatch(new RegExp(`^2 of 5 labels printed: \\w+–\\d+\\. Paper out on ${printer}\\. Not printed: `));
    const sent = serialsIn((await jobsOf(printer)).at(-1)?.text ?? '');
    expect(sent).toHaveLength(5);
    const before = (await jobsOf(printer)).length;

    const other = printer === 'MX01-ZT610-SHIP' ? 'MX01-ZT410-FG' : 'MX01-ZT610-SHIP';
    const otherBefore = (await jobsOf(other)).length;
    await outcome.getByRole('textbox', { name: 'Print the missing serials on' }).click();
    await p.getByRole('option', { name: other, exact: true }).click();
    await screenshot(p, 'print-partly-printed');
    await outcome.getByRole('button', { name: 'Print missing serials' }).click();
    const missing = outcome.getByTestId('print-outcome');
    await missing.waitFor();
    expect(await missing.getAttribute('data-kind')).toBe('printed');
    expect(await missing.textContent()).toContain(`3 of 3 labels printed: ${sent[2]}`);
    await screenshot(p, 'print-missing-printed');
    // The same serials, never new ones, and only the missing ones: on the other printer, once.
    await expect.poll(async () => (await jobsOf(other)).length).toBe(otherBefore + 1);
    expect(serialsIn((await jobsOf(other)).at(-1)?.text ?? '')).toEqual(sent.slice(2));
    expect((await jobsOf(printer)).length).toBe(before);
  });

  it('confirms a partly printed job after the user checked the printer', async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    outOfPaper = printer;
    await setPrinter(printer, { paperOutAfter: 1 });
    const field = panel(p).getByRole('textbox', { name: 'Number of Labels', exact: true });
    await field.fill('2');
    await field.press('Tab');
    expect(await printOutcome(p)).toMatch(/^1 of 2 labels printed/);
    const serials = serialsIn((await jobsOf(printer)).at(-1)?.text ?? '');

    await p.getByText('Print History', { exact: true }).click();
    await p.waitForURL(/\/PrintHistory$/);
    await p.getByRole('textbox', { name: 'Serial No', exact: true }).fill(serials[0] ?? '');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    const row = p.locator('tbody tr').first();
    await row.getByText('Partly printed', { exact: true }).waitFor();
    await row.getByRole('radio').check();
    await p.getByRole('button', { name: 'Print missing serials' }).waitFor();
    await p.getByRole('button', { name: 'Confirm printed' }).click();
    await p.getByText(/^Check printer .+: did every label of job \d+ \(.+\) come out\?/).waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText(/^Job \d+ confirmed printed by planner\.$/).waitFor();
    await row.getByText('Printed', { exact: true }).waitFor();
    await row.getByText('planner', { exact: true }).first().waitFor();
    await screenshot(p, 'print-history-confirmed');
  });

  it("prints a partly printed job's missing serials from its row, on another printer", async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    outOfPaper = printer;
    await setPrinter(printer, { paperOutAfter: 1 });
    const field = panel(p).getByRole('textbox', { name: 'Number of Labels', exact: true });
    await field.fill('3');
    await field.press('Tab');
    expect(await printOutcome(p)).toMatch(/^1 of 3 labels printed/);
    const serials = serialsIn((await jobsOf(printer)).at(-1)?.text ?? '');
    const other = printer === 'MX01-ZT610-SHIP' ? 'MX01-ZT410-FG' : 'MX01-ZT610-SHIP';
    const otherBefore = (await jobsOf(other)).length;

    // Found by a missing serial: the job that prints it will be listed above the original.
    await p.getByText('Print History', { exact: true }).click();
    await p.waitForURL(/\/PrintHistory$/);
    await p.getByRole('textbox', { name: 'Serial No', exact: true }).fill(serials[1] ?? '');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    const row = p.locator('tbody tr').first();
    await row.getByText('Partly printed', { exact: true }).waitFor();
    await row.getByRole('radio').check();
    await p.getByRole('button', { name: 'Print missing serials' }).click();
    const dialog = p.getByRole('dialog', { name: /^Print job \d+$/ });
    const title = (await p.getByRole('dialog').getByRole('heading').textContent()) ?? '';
    await dialog.getByRole('textbox', { name: 'Print the missing serials on' }).click();
    await p.getByRole('option', { name: other, exact: true }).click();
    await dialog.getByRole('button', { name: 'Print missing serials' }).click();
    const result = dialog.getByTestId('print-outcome');
    await result.waitFor();
    expect(await result.getAttribute('data-kind')).toBe('printed');
    // The list behind reloads with the new job in the picked row: the dialog stays on its job, with its result.
    await expect.poll(() => p.locator('tbody tr').count()).toBe(2);
    expect(await p.getByRole('dialog').getByRole('heading').textContent()).toBe(title);
    expect(await result.getAttribute('data-kind')).toBe('printed');
    expect(await dialog.getByRole('button', { name: 'Print missing serials' }).count()).toBe(0);
    await screenshot(p, 'print-history-missing-printed');
    await expect.poll(async () => (await jobsOf(other)).length).toBe(otherBefore + 1);
    expect(serialsIn((await jobsOf(other)).at(-1)?.text ?? '')).toEqual(serials.slice(1));
  });

  it('keeps the Reprint dialog on the job it was opened for when the reprint moves the rows, and offers only Close', async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    const field = panel(p).getByRole('textbox', { name: 'Number of Labels', exact: true });
    await field.fill('2');
    await field.press('Tab');
    expect(await printOutcome(p)).toContain('2 of 2 labels printed: ');
    const printed = serialsIn((await jobsOf(printer)).at(-1)?.text ?? '');

    await p.getByText('Print History', { exact: true }).click();
    await p.waitForURL(/\/PrintHistory$/);
    await p.getByRole('textbox', { name: 'Serial No', exact: true }).fill(printed[0] ?? '');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    const row = p.locator('tbody tr').first();
    await row.getByText(printed[0] ?? '', { exact: true }).waitFor();
    await row.getByRole('radio').check();
    await p.getByRole('button', { name: 'Reprint', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: /^Reprint job \d+$/ });
    const heading = p.getByRole('dialog').getByRole('heading');
    const title = (await heading.textContent()) ?? '';
    const question = (await dialog.getByText(/^Reprint job \d+ \(/).textContent()) ?? '';
    await dialog.getByRole('radio', { name: 'Damaged' }).check();
    await dialog.getByRole('button', { name: 'Reprint', exact: true }).click();
    const outcome = dialog.getByTestId('print-outcome');
    await outcome.waitFor();

    // The reprint is listed above the original, in the picked row: the dialog does not follow the row.
    await expect.poll(() => p.locator('tbody tr').count()).toBe(2);
    expect(await heading.textContent()).toBe(title);
    expect(await dialog.getByText(/^Reprint job \d+ \(/).textContent()).toBe(question);
    expect(await outcome.getAttribute('data-kind')).toBe('printed');
    expect(await dialog.getByRole('button', { name: 'Reprint', exact: true }).count()).toBe(0);
    await screenshot(p, 'print-history-reprint-done');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => p.getByRole('dialog').count()).toBe(0);

    // The picked row is still the job picked, now second: Reprint asks about that job again.
    expect(await p.locator('tbody tr').nth(1).getByRole('radio').isChecked()).toBe(true);
    await p.getByRole('button', { name: 'Reprint', exact: true }).click();
    expect(await p.getByRole('dialog').getByRole('heading').textContent()).toBe(title);
    await p.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  it('turns a partly printed result printed once paper is loaded and the printer finishes the job', async () => {
    const p = page();
    await signIn(p, 'planner');
    const printer = await openEmptyBoxPrinting(p);
    outOfPaper = printer;
    await setPrinter(printer, { paperOutAfter: 2 });
    const field = panel(p).getByRole('textbox', { name: 'Number of Labels', exact: true });
    await field.fill('4');
    await field.press('Tab');
    expect(await printOutcome(p)).toMatch(/^2 of 4 labels printed: .* Not printed: /);
    const outcome = p.getByTestId('print-outcome').first();
    expect(await outcome.getAttribute('data-kind')).toBe('partlyPrinted');
    const sent = serialsIn((await jobsOf(printer)).at(-1)?.text ?? '');

    // Paper loaded: the printer prints the rest, and the result on screen follows the job.
    await setPrinter(printer, { paperOut: false, paperOutAfter: null });
    await expect.poll(() => outcome.getAttribute('data-kind')).toBe('printed');
    expect(await outcome.textContent()).toContain(
      `4 of 4 labels printed: ${serialRange(sent[0] ?? null, sent[3] ?? null)} on ${printer}.`,
    );
    expect(await outcome.getByRole('button', { name: 'Print missing serials' }).count()).toBe(0);
    await screenshot(p, 'print-partly-then-printed');
  });
});
