import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import {
  chooseCell,
  firstRow,
  openCell,
  openFromMenu,
  rowWith,
  save,
  search,
  searchAfterReload,
  typeCell,
} from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/** Spec 3's bar code rule and customer harness label format masters, as a plant user works them. */

/** The Data Matrix rules (the grid starts on the first 2D type), searched. */
async function dataMatrixRules(p: Page, text?: string, total?: number): Promise<void> {
  await p.getByRole('cell', { name: 'PART NUMBER', exact: true }).waitFor();
  await p.getByRole('textbox', { name: '2D Barcode Type' }).click();
  await p.getByRole('option', { name: 'DATAMATRIX', exact: true }).click();
  await p.getByRole('cell', { name: 'CUSTOMER PART NUMBER', exact: true }).waitFor();
  if (text !== undefined && total !== undefined) await search(p, text, total);
}

describe('Barcode Rule Master', () => {
  const { page } = useBrowser();

  it('adds an item to a 2D type, refuses an order over 99, saves, no longer offers it, edits and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Barcode Rule Master', 'BarcodeRuleMaster');
    await dataMatrixRules(p);
    await screenshot(p, 'barcode-rule-master');

    await p.getByRole('button', { name: 'Add' }).click();
    await chooseCell(p, 'Item Description', 'LOT NUMBER');
    await chooseCell(p, 'Data Format Field', 'LOT_NO');
    await typeCell(p, 'Order Sequence', '100');
    await typeCell(p, 'No. of Char', '8');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('The field orderSequence must be between 1 and 99.').first().waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);

    await typeCell(p, 'Order Sequence', '6');
    await save(p);
    await p.reload();
    await dataMatrixRules(p, 'LOT', 1);
    const row = rowWith(p, 'LOT NUMBER');
    await row.getByRole('cell', { name: 'LOT_NO', exact: true }).waitFor();

    // The type carries the lot now: a new rule is not offered it.
    await p.getByRole('button', { name: 'Add' }).click();
    await firstRow(p).getByRole('textbox', { name: 'Item Description', exact: true }).click();
    await p.getByRole('option', { name: 'QUANTITY', exact: true }).waitFor();
    expect(await p.getByRole('option', { name: 'LOT NUMBER', exact: true }).count()).toBe(0);
    await p.getByRole('button', { name: 'Revert' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();

    await openCell(row, '8');
    await typeCell(p, 'No. of Char', '10', row);
    await save(p);
    await p.reload();
    await dataMatrixRules(p, 'LOT', 1);
    await rowWith(p, 'LOT NUMBER').getByRole('cell', { name: '10', exact: true }).waitFor();

    await rowWith(p, 'LOT NUMBER').getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await p.reload();
    await dataMatrixRules(p, 'LOT', 0);
  });
});

describe('Customer Harness Format Master', () => {
  const { page } = useBrowser();

  it('requires format and label id, keeps a new customer group as typed, saves, edits and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Customer Harness Format Master', 'CustomerHrnLblFormatMst');
    await p.getByRole('cell', { name: 'FORD-HRN-2D', exact: true }).waitFor();
    await screenshot(p, 'customer-harness-format-master');

    await p.getByRole('button', { name: 'Add' }).click();
    await typeCell(p, 'Customer Group', 'Rivian');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Label Id is required').first().waitFor();
    await p.getByText('Harness Label Format is required').first().waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);

    await chooseCell(p, 'Harness Label Format', 'HL2D - Harness tag with 2D code');
    await typeCell(p, 'Label Id', 'rivian-hrn-dm');
    await chooseCell(p, 'Barcode Type', 'DATAMATRIX');
    await chooseCell(p, 'Traceability Flag', 'Y - Traced: serial kept per harness');
    expect(await firstRow(p).getByRole('textbox', { name: 'Customer Group', exact: true }).inputValue()).toBe('Rivian');
    await save(p);
    await searchAfterReload(p, 'FORD-HRN-2D', 'RIVIAN', 1);
    const row = rowWith(p, 'RIVIAN-HRN-DM');
    await row.getByRole('cell', { name: 'Rivian', exact: true }).waitFor();

    await openCell(row, 'Y - Traced: serial kept per harness');
    await chooseCell(p, 'Traceability Flag', 'N - Not traced', row);
    // A saved list cell retyped: the text typed replaces what it showed.
    await typeCell(p, 'Customer Group', 'Rivian EV', row);
    await save(p);
    await searchAfterReload(p, 'FORD-HRN-2D', 'RIVIAN', 1);
    await rowWith(p, 'RIVIAN-HRN-DM').getByRole('cell', { name: 'N - Not traced', exact: true }).waitFor();
    await rowWith(p, 'RIVIAN-HRN-DM').getByRole('cell', { name: 'Rivian EV', exact: true }).waitFor();

    await rowWith(p, 'RIVIAN-HRN-DM').getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await searchAfterReload(p, 'FORD-HRN-2D', 'RIVIAN', 0);
  });

  it('exports the rows as the grid shows them: descriptions where the grid shows descriptions', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/CustomerHrnLblFormatMst' });
    await search(p, 'FORD-HRN-2D', 1);
    const shown = (await rowWith(p, 'FORD-HRN-2D').locator('td').allTextContents()).filter(Boolean);

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    book.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    const exported = rows.find((r) => r.includes('FORD-HRN-2D'))?.filter(Boolean);
    expect(exported).toEqual(shown);
  });
});
