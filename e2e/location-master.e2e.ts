import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { openFromMenu } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

async function openLocationMasterFromMenu(p: Page): Promise<void> {
  await openFromMenu(p, 'Configuration Masters', 'Location Master', 'LocationMaster');
  await p.getByRole('cell', { name: 'FG01', exact: true }).waitFor();
}

async function saveWithConfirmation(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Save' }).click();
  await p.getByText('Are you sure you want to save?').waitFor();
  await p.getByRole('button', { name: 'Yes' }).click();
}

/** An editor of the first body row (a new row is added at the top); the filter row has the same labels. */
const newRowCell = (p: Page, label: string) => p.locator('tbody tr').first().getByRole('textbox', { name: label });

const defaultRow = (p: Page) =>
  p.getByRole('row').filter({ has: p.getByRole('checkbox', { name: 'Default', checked: true }) });

describe('Location Master', () => {
  const { page } = useBrowser();

  it('lets the planner add a location, save it, and find it again after a reload', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openLocationMasterFromMenu(p);
    expect(await p.getByTestId('grid-mode').textContent()).toContain('View');

    await p.getByRole('button', { name: 'Add' }).click();
    await newRowCell(p, 'Location Code').pressSequentially('e2e7');
    await newRowCell(p, 'Location Name').pressSequentially('Returns staging lane');
    await newRowCell(p, 'Location Name').press('Enter');
    expect(await p.getByTestId('grid-mode').textContent()).toContain('Edit');
    // Key fields are upper-cased as they are typed.
    expect(await newRowCell(p, 'Location Code').inputValue()).toBe('E2E7');
    await screenshot(p, 'location-master-adding');

    await saveWithConfirmation(p);
    await p.getByText('Saved Successfully').waitFor();
    await p.reload();
    await p.getByPlaceholder('Search...').fill('E2E7');
    await p.getByRole('cell', { name: 'Returns staging lane' }).waitFor();
    expect(await p.getByTestId('grid-mode').textContent()).toContain('View');
    await screenshot(p, 'location-master-found');
  });

  it('keeps a scanned code over the limit whole, says so, and does not save it', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/LocationMaster' });
    await p.getByRole('cell', { name: 'FG01', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    // A scanner types each character: none is dropped at the field's limit of 6.
    await newRowCell(p, 'Location Code').pressSequentially('qa1loc7x');
    await newRowCell(p, 'Location Name').pressSequentially('Scanned too long');
    await newRowCell(p, 'Location Name').press('Enter');
    expect(await newRowCell(p, 'Location Code').inputValue()).toBe('QA1LOC7X');
    const tooLong = 'Location Code must be at most 6 characters';
    await p.locator('tbody tr').first().getByText(tooLong).waitFor();
    await screenshot(p, 'location-master-too-long');

    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByTestId('save-errors').getByText(tooLong).waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);
  });

  it('asks before leaving the screen with unsaved changes, and keeps them when the user stays', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openLocationMasterFromMenu(p);
    await p.getByRole('button', { name: 'Add' }).click();
    await newRowCell(p, 'Location Code').pressSequentially('KEEP1');

    await p.getByText('Carrier Master', { exact: true }).click();
    await p.getByText('Unsaved data exist. Are you sure you want to cancel?').waitFor();
    await p.getByRole('button', { name: 'No' }).click();
    expect(new URL(p.url()).pathname).toBe('/LocationMaster');
    expect(await newRowCell(p, 'Location Code').inputValue()).toBe('KEEP1');

    await p.getByText('Carrier Master', { exact: true }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.waitForURL(/\/CarrierMaster$/);
  });

  it('exports the whole filtered list to a workbook that reads back as the grid shows it', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/LocationMaster' });
    await p.getByPlaceholder('Search...').fill('SHIP');
    await p.getByRole('cell', { name: 'SHIP2', exact: true }).waitFor();
    await p.getByRole('cell', { name: 'FG01', exact: true }).waitFor({ state: 'detached' });
    const shown = await p.locator('tbody tr td:first-child').allTextContents();

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    // The file name carries the title and the date in the user's order (MM-dd-yyyy for EN).
    expect(download.suggestedFilename()).toMatch(/^Location Master \d{2}-\d{2}-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const rows: string[][] = [];
    book.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(rows[0]?.[0]).toBe('Location Master');
    expect(rows.at(-1)?.[0]).toBe('END OF REPORT');
    const header = rows.findIndex((r) => r[0] === 'Location Code');
    const codes = rows.slice(header + 1, -1).map((r) => r[0]);
    expect(codes).toEqual(shown);
  });

  it('shows the viewer the grid without add, save or delete', async () => {
    const p = page();
    await signIn(p, 'viewer');
    await openLocationMasterFromMenu(p);
    expect(await p.getByRole('button', { name: 'Export to Excel' }).isVisible()).toBe(true);
    expect(await p.getByRole('button', { name: 'Add' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const fg01 = p.getByRole('row').filter({ has: p.getByRole('cell', { name: 'FG01', exact: true }) });
    await fg01.getByRole('cell', { name: 'Finished goods main rack' }).click();
    expect(await fg01.getByRole('textbox').count()).toBe(0);
    expect(await fg01.getByRole('checkbox', { name: 'Default' }).isEditable()).toBe(false);
  });

  it('blocks deleting the default location and a save that leaves no default', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/LocationMaster' });
    await defaultRow(p).getByRole('cell', { name: 'FG01', exact: true }).waitFor();

    await defaultRow(p).getByRole('button', { name: 'Delete' }).click();
    await p.getByText('Default Location Cannot Be Deleted').waitFor();
    expect(await p.getByTestId('grid-mode').textContent()).toContain('View');

    await defaultRow(p).getByRole('checkbox', { name: 'Default' }).click();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Please select only one primary destination').waitFor();
    await screenshot(p, 'location-master-one-default');

    // Nothing was saved: after reverting, FG01 is still the default.
    await p.getByRole('button', { name: 'Revert' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await defaultRow(p).getByRole('cell', { name: 'FG01', exact: true }).waitFor();
  });

  it('keeps a new row the service refuses pending with its words, while an edit saved beside it is done', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openLocationMasterFromMenu(p);
    await p.getByPlaceholder('Search...').fill('SHIP2');
    // The search has answered (FG01 is gone) before the edit: its reply redraws the rows.
    await p.getByRole('cell', { name: 'FG01', exact: true }).waitFor({ state: 'detached' });
    const ship2 = p.getByRole('row').filter({ has: p.getByRole('cell', { name: 'SHIP2', exact: true }) });
    const name = ship2.getByRole('textbox', { name: 'Location Name' });
    await name.fill('Outbound lane two');
    await name.press('Enter');
    await p.getByRole('button', { name: 'Add' }).click();
    await newRowCell(p, 'Location Code').pressSequentially('FG01');
    await newRowCell(p, 'Location Name').pressSequentially('A second FG01');
    await newRowCell(p, 'Location Name').press('Enter');

    await saveWithConfirmation(p);
    const refused = p.getByTestId('refused-changes');
    await refused.getByText('[20007] Record Already Exist!').waitFor();
    expect(await refused.textContent()).toContain('New rows');
    await p.getByText('Saved Successfully').waitFor();
    await screenshot(p, 'location-master-insert-refused');
    // The edit saved: its row is no longer pending; the refused new row still is.
    await ship2.and(p.locator('[data-row-state="unchanged"]')).waitFor();
    expect(await ship2.getByRole('textbox', { name: 'Location Name' }).inputValue()).toBe('Outbound lane two');
    expect(await p.locator('tbody tr[data-row-state="new"]').count()).toBe(1);
    expect(await newRowCell(p, 'Location Code').inputValue()).toBe('FG01');
    expect(await p.getByTestId('grid-mode').textContent()).toContain('Edit');

    // Reverting drops the refused row and its message.
    await p.getByRole('button', { name: 'Revert' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(await p.locator('tbody tr[data-row-state="new"]').count()).toBe(0);
  });
});
