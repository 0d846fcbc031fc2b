import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { watchForMessage } from './support/messages.js';
import { openInApp } from './support/navigation.js';
import { type StockBox, stockBoxes } from './support/plant-history.js';
import { signIn } from './support/sign-in.js';

/**
 * DOI in the browser: a reserve holds a harness (a relabel refuses it) until it is reversed, a
 * scrap is final, an upload of serials is all or nothing with the bad rows named, and the DOI
 * report shows each action with its control no and user.
 */
let boxes: StockBox[] = [];
beforeAll(async () => {
  boxes = await stockBoxes(4, 12);
}, 60_000);
const takeBox = () => {
  const next = boxes.shift();
  if (!next) throw new Error('no stock box left');
  return next;
};

const serialCell = (p: Page, row: number) => p.getByRole('textbox', { name: `Harness Serial No ${row}`, exact: true });
async function confirmYes(p: Page, question: string): Promise<void> {
  const dialog = p.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}
const mode = (p: Page, name: 'Reserve' | 'Scrap' | 'Reverse') => p.getByRole('radio', { name }).check();

/** Adds a row, types the serial as a user would, and waits for the server's answer on it. */
async function addSerial(p: Page, serial: string): Promise<void> {
  await p.getByRole('button', { name: 'Add Row' }).click();
  await serialCell(p, 1).fill(serial);
  await serialCell(p, 1).press('Enter');
}
async function save(p: Page): Promise<void> {
  const button = p.getByRole('button', { name: 'Save', exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await confirmYes(p, 'Are you sure you want to save?');
  // Saved rows leave the edit: the grid is back in View mode.
  await expect.poll(async () => (await p.getByTestId('grid-mode').textContent()) ?? '').toContain('View');
}

const dir = mkdtempSync(join(tmpdir(), 'doi-e2e-'));
/** A workbook of the serials under a title row, or without one (`titled` false). */
async function serialsWorkbook(name: string, serials: string[], titled = true): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows([...(titled ? [['Harness Serial No']] : []), ...serials.map((s) => [s])]);
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}
async function upload(p: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    p.waitForEvent('filechooser'),
    p.getByRole('button', { name: 'Upload' }).click(),
  ]);
  await chooser.setFiles(file);
}

describe('DOI', () => {
  const { page } = useBrowser();

  it('reserves a harness so a relabel refuses it, reverses the reserve, and scraps another for good', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DOIMaintenance' });
    const { box, harnesses } = takeBox();
    const [held = '', scrapped = ''] = harnesses;
    await p.getByRole('textbox', { name: 'Control No', exact: true }).fill('e2e-1');
    await addSerial(p, held.toLowerCase());
    // The server fills the part of the row from the serial.
    await expect
      .poll(async () => (await p.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '')
      .not.toBe('');
    await save(p);
    await p.locator('tbody').getByText(held, { exact: true }).waitFor();
    await screenshot(p, 'doi-maintenance-reserved');

    await openInApp(p, '/HarnessLabelRelabel');
    await p.getByRole('textbox', { name: 'Box Label' }).fill(box);
    await p.getByRole('textbox', { name: 'Box Label' }).press('Enter');
    const source = p.getByRole('textbox', { name: 'Source Harness Serial No 1', exact: true });
    await source.fill(held);
    await source.press('Enter');
    await p.getByText(`Harness ${held} is reserved by DOI; reverse the reserve first.`).waitFor();

    await openInApp(p, '/DOIMaintenance');
    await p.getByRole('textbox', { name: 'Control No', exact: true }).fill('e2e-1');
    await mode(p, 'Reverse');
    await addSerial(p, held);
    await save(p);
    await mode(p, 'Scrap');
    await addSerial(p, scrapped);
    await save(p);
    // A scrap is final: it cannot be reversed.
    await mode(p, 'Reverse');
    await addSerial(p, scrapped);
    await p.getByText(`Harness ${scrapped} is scrapped by DOI.`).waitFor();

    await openInApp(p, '/DOIReport');
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant', exact: true }).inputValue()).not.toBe('');
    await p.getByRole('textbox', { name: 'Control No', exact: true }).fill('E2E-1');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    // Reserve, Reverse and Scrap under this control no, each with its user.
    await expect.poll(() => p.locator('tbody tr').count()).toBe(3);
    expect(await p.locator('tbody').getByText('Reverse', { exact: true }).count()).toBe(1);
    expect(await p.locator('tbody').getByText('admin', { exact: true }).count()).toBe(3);
    await screenshot(p, 'doi-report');
  });

  it('lists a reversed reserve under Reverse only: the plant no longer holds it', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DOIMaintenance' });
    const [held = '', kept = ''] = takeBox().harnesses;
    await p.getByRole('textbox', { name: 'Control No', exact: true }).fill('e2e-rev');
    for (const serial of [held, kept]) {
      await addSerial(p, serial);
      await expect
        .poll(async () => (await p.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '')
        .not.toBe('');
    }
    await save(p);
    const rowOf = (serial: string) => p.locator('tbody tr').filter({ hasText: serial });
    await rowOf(held).getByText('Reserve', { exact: true }).waitFor();

    await mode(p, 'Reverse');
    await addSerial(p, held);
    await save(p);
    await rowOf(held).getByText('Reverse', { exact: true }).waitFor();
    await screenshot(p, 'doi-reversed');
    // Under Reserve only what is still reserved: the reversed harness is gone, the other stays.
    await mode(p, 'Reserve');
    await rowOf(kept).getByText('Reserve', { exact: true }).waitFor();
    // The list asked afresh after the save: the mode's earlier reply may show until it comes.
    await expect.poll(() => rowOf(held).count()).toBe(0);
    await expect.poll(() => p.getByTestId('total-records').textContent()).toContain(': 1');
  });

  it('takes a barcode scanner: each serial and its Enter fill a row, and the next serial the next row', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DOIMaintenance' });
    // Nothing is saved: the box stays for the other tests.
    const [first = '', second = ''] = boxes[0]?.harnesses ?? [];
    await p.getByRole('button', { name: 'Add Row' }).click();
    await serialCell(p, 1).click();
    // A scanner types the serial and Enter, then the next serial at once, wherever the focus is.
    for (const serial of [first, second]) {
      await p.keyboard.type(serial);
      await p.keyboard.press('Enter');
    }
    expect(await serialCell(p, 1).inputValue()).toBe(first);
    expect(await serialCell(p, 2).inputValue()).toBe(second);
    // Both are checked and filled by the server; the empty row left for the next scan keeps nothing from Save.
    await expect.poll(() => p.locator('tbody tr').nth(1).locator('td').nth(1).textContent()).not.toBe('');
    const save = p.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await p.getByRole('button', { name: 'Clear' }).click();
    await confirmYes(p, 'Unsaved data exist. Are you sure you want to cancel?');
  });

  it('refuses a workbook with one bad row and saves nothing, then imports a good one', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DOIMaintenance' });
    const { harnesses } = takeBox();
    const [a = '', b = ''] = harnesses;
    await p.getByRole('textbox', { name: 'Control No', exact: true }).fill('UP-E2E');
    await expect.poll(async () => (await p.getByTestId('total-records').textContent()) ?? '').toContain(': 0');

    await upload(p, await serialsWorkbook('bad.xlsx', [a, 'JRZ1NOPE000000', b]));
    const refusal = p.getByRole('list', { name: 'Rows reported' });
    await refusal.getByText('Row 3: Harness JRZ1NOPE000000 does not exist.').waitFor();
    await screenshot(p, 'doi-upload-refused');
    await p.keyboard.press('Escape');
    expect(await p.locator('tbody').getByText(a, { exact: true }).count()).toBe(0);

    const imported = await watchForMessage(p, '2 serial numbers imported.');
    await upload(p, await serialsWorkbook('good.xlsx', [a, b]));
    await expect.poll(imported).toBe(true);
    await p.locator('tbody').getByText(b, { exact: true }).waitFor();
    expect(await p.getByTestId('total-records').textContent()).toContain('2');
  });

  it('saves a row only under a control no, and imports a file of bare serials', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DOIMaintenance' });
    const { harnesses } = takeBox();
    const [a = '', b = '', c = ''] = harnesses;
    await addSerial(p, a);
    await expect
      .poll(async () => (await p.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '')
      .not.toBe('');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    const controlNo = p.getByRole('textbox', { name: 'Control No', exact: true });
    await expect.poll(() => controlNo.getAttribute('aria-invalid')).toBe('true');
    await p.getByText('[20001] Cannot be blank', { exact: true }).waitFor();
    await screenshot(p, 'doi-control-no-blank');
    await controlNo.fill('BARE-E2E');
    await save(p);
    await p.locator('tbody').getByText(a, { exact: true }).waitFor();

    const imported = await watchForMessage(p, '2 serial numbers imported.');
    await upload(p, await serialsWorkbook('bare.xlsx', [b, c], false));
    await expect.poll(imported).toBe(true);
    await p.locator('tbody').getByText(b, { exact: true }).waitFor();
  });
});
