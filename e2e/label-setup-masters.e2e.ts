import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { chooseCell, firstRow, openFromMenu, save, typeCell } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/** An editor of the first body row (a new row is added at the top); the filter row has the same labels. */
const cellText = (p: Page, label: string) => firstRow(p).getByRole('textbox', { name: label, exact: true });

async function findAfterReload(p: Page, search: string, ...cells: string[]): Promise<void> {
  await p.reload();
  await p.getByPlaceholder('Search...').fill(search);
  let row = p.locator('tbody tr');
  for (const cell of cells) row = row.filter({ has: p.getByRole('cell', { name: cell, exact: true }) });
  await row.waitFor();
  expect(await p.getByTestId('grid-mode').textContent()).toContain('View');
}

/** The planner adds a TCP/IP printer with everything but its port (which TCP/IP requires). */
async function addPortlessPrinter(p: Page, name: string, host: string): Promise<void> {
  await signIn(p, 'planner', { at: '/LabelPrinterMaster' });
  await p.getByRole('cell', { name: 'MX01-ZT410-FG', exact: true }).waitFor();
  await p.getByRole('button', { name: 'Add' }).click();
  await typeCell(p, 'Printer Name', name);
  await chooseCell(p, 'Model Type', 'ZT411');
  await chooseCell(p, 'Communication Type', 'TCP/IP');
  await typeCell(p, 'Host Name / ID', host);
  await chooseCell(p, 'Transmit Mode', 'RAW');
}

const header = (p: Page, label: string) => p.locator('thead th').filter({ hasText: new RegExp(`^${label}`) });

describe('Label Printer Master', () => {
  const { page } = useBrowser();

  it('shows model type and transmit mode for Zebra printers only', async () => {
    const p = page();
    await signIn(p, 'viewer');
    await openFromMenu(p, 'Configuration Masters', 'Label Printer Master', 'LabelPrinterMaster');
    await p.getByRole('cell', { name: 'MX01-ZT410-FG', exact: true }).waitFor();
    expect(await p.getByRole('textbox', { name: 'Printer Type' }).inputValue()).toBe('Zebra (ZPL)');
    expect(await header(p, 'Model Type').count()).toBe(1);
    expect(await header(p, 'Transmit Mode').count()).toBe(1);
    await screenshot(p, 'label-printer-master-zebra');

    await p.getByRole('textbox', { name: 'Printer Type' }).click();
    await p.getByRole('option', { name: 'Laser / office printer' }).click();
    await p.getByRole('cell', { name: 'MX01-LASER-OFFICE', exact: true }).waitFor();
    await p.getByRole('cell', { name: 'MX01-ZT410-FG', exact: true }).waitFor({ state: 'detached' });
    expect(await header(p, 'Model Type').count()).toBe(0);
    expect(await header(p, 'Transmit Mode').count()).toBe(0);
    expect(await header(p, 'Host Name / ID').count()).toBe(1);
    await screenshot(p, 'label-printer-master-laser');
  });

  it('refuses a TCP/IP printer without a port, then saves it with one and finds it after a reload', async () => {
    const p = page();
    await addPortlessPrinter(p, 'MX01-ZT411-E2E', '10.20.4.120');

    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Port number field is required,').first().waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);
    await screenshot(p, 'label-printer-master-port-required');

    await typeCell(p, 'Port', '91x0');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Port number should be a numeric value').first().waitFor();

    await typeCell(p, 'Port', '9100');
    await save(p);
    await findAfterReload(p, 'E2E', 'MX01-ZT411-E2E');
    const row = p.getByRole('row').filter({ has: p.getByRole('cell', { name: 'MX01-ZT411-E2E' }) });
    expect(await row.getByRole('cell', { name: '9100', exact: true }).count()).toBe(1);
    // The printer name is set on new rows only.
    await row.getByRole('cell', { name: 'MX01-ZT411-E2E' }).click();
    expect(await row.getByRole('textbox', { name: 'Printer Name' }).count()).toBe(0);
  });

  it('saves with one click of Save once the cell is corrected, the message beside the cell left readable', async () => {
    const p = page();
    await addPortlessPrinter(p, 'MX01-ZT411-E2F', '10.20.4.121');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByTestId('save-errors').waitFor();

    // The invalid cell has the focus; its tooltip does not cover the message under it.
    const port = cellText(p, 'Port');
    await expect.poll(() => port.evaluate((e) => e === document.activeElement)).toBe(true);
    const tooltip = p.getByRole('tooltip', { name: 'Port number field is required,' });
    await tooltip.waitFor();
    const message = firstRow(p).locator('[class*="-error"]', { hasText: 'Port number field is required,' });
    const [tip, under] = await Promise.all([tooltip.boundingBox(), message.boundingBox()]);
    const overlaps =
      tip &&
      under &&
      tip.x < under.x + under.width &&
      under.x < tip.x + tip.width &&
      tip.y < under.y + under.height &&
      under.y < tip.y + tip.height;
    expect(overlaps).toBe(false);

    // The user types the port and goes straight to Save with the mouse: the press takes the focus
    // from the cell (which commits it), and the release must still be on Save.
    await port.pressSequentially('9100');
    const button = await p.getByRole('button', { name: 'Save' }).boundingBox();
    if (!button) throw new Error('no Save button');
    await p.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await p.mouse.down();
    await p.mouse.up();
    await p.getByText('Are you sure you want to save?').waitFor();
    // The list of the refused save stays until this save answers: the toolbar has not moved.
    expect((await p.getByRole('button', { name: 'Save', includeHidden: true }).boundingBox())?.y).toBe(button.y);
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText('Saved Successfully').first().waitFor();
    await findAfterReload(p, 'E2F', 'MX01-ZT411-E2F', '9100');
  });
});

describe('Label format masters', () => {
  const { page } = useBrowser();

  it('lets the planner add a box label format from the plant layouts and find it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/BoxLabelFormatMaster' });
    await p.getByRole('cell', { name: 'BX01', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    await chooseCell(p, 'Label Format', 'BX03');
    await typeCell(p, 'No. of Master Ticket Copies', '0');
    await typeCell(p, 'No. of Box Ticket Copies', '12');
    await typeCell(p, 'Report Name', 'BoxLabel_Returnable');
    await firstRow(p).getByRole('checkbox', { name: 'Extra Input' }).click();
    await typeCell(p, 'Speed', '11');
    await typeCell(p, 'Darkness', '-11');
    await p.getByRole('button', { name: 'Save' }).click();

    // Every message of the save above the grid, in the order of the columns.
    const list = p.getByTestId('save-errors');
    await list.getByText('Not saved. Values to correct: 5').waitFor();
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      'New row 1 · No. of Master Ticket Copies: The field No. of Master Ticket Copies must be between 1 and 9',
      'New row 1 · No. of Box Ticket Copies: The field No. of Box Ticket Copies must be between 1 and 9',
      'New row 1 · Input Name: The Input Name field is required',
      'New row 1 · Speed: The field Speed must be between 2 and 10',
      'New row 1 · Darkness: The field Darkness must be between -10 and 10',
    ]);
    // The first invalid cell has the focus, and its message reads in full beside it.
    const first = cellText(p, 'No. of Master Ticket Copies');
    await expect.poll(() => first.evaluate((e) => e === document.activeElement)).toBe(true);
    await p.getByRole('tooltip', { name: 'The field No. of Master Ticket Copies must be between 1 and 9' }).waitFor();
    // A line of the list takes the user to a cell far to the right, scrolled into view.
    await list.getByRole('button', { name: 'New row 1 · Darkness' }).click();
    const darkness = cellText(p, 'Darkness');
    await expect.poll(() => darkness.evaluate((e) => e === document.activeElement)).toBe(true);
    const inView = await darkness.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.left >= 0 && r.right <= window.innerWidth;
    });
    expect(inView).toBe(true);
    // Messages under the cells wrap instead of being cut off.
    const cut = await firstRow(p).evaluate(
      (row) =>
        [...row.querySelectorAll<HTMLElement>('[class*="-error"]')].filter((e) => e.scrollWidth > e.clientWidth).length,
    );
    expect(cut).toBe(0);
    await screenshot(p, 'box-label-format-master-refused');

    await typeCell(p, 'No. of Master Ticket Copies', '1');
    await typeCell(p, 'No. of Box Ticket Copies', '2');
    await typeCell(p, 'Input Name', 'Container No.');
    await typeCell(p, 'Speed', '3');
    await typeCell(p, 'Darkness', '');
    // Corrected cells stay listed, marked, until the next Save: the list keeps its height.
    await list.getByText('Not saved. Every value is corrected: save again.').waitFor();
    expect(await list.locator('li[data-corrected]').count()).toBe(5);
    await screenshot(p, 'box-label-format-master-corrected');
    await save(p);
    expect(await list.count()).toBe(0);
    await findAfterReload(p, 'Returnable', 'BoxLabel_Returnable');
    const row = p.getByRole('row').filter({ has: p.getByRole('cell', { name: 'BoxLabel_Returnable' }) });
    // Darkness was left empty: it is stored as 0.
    expect(await row.getByRole('cell', { name: '0', exact: true }).count()).toBe(1);
    await screenshot(p, 'box-label-format-master-found');
  });

  it('lets the planner add a harness label format for a customer group and find it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/HarnessLabelFormatMaster' });
    await p.getByRole('cell', { name: 'CMP_FORD', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    await chooseCell(p, 'Label Format', 'HLRW');
    await typeCell(p, 'Report Name', 'HRN_FORD_REWORK');
    await chooseCell(p, 'Customer Group', 'FORD');
    await chooseCell(p, 'Barcode Type', 'DATAMATRIX');
    await typeCell(p, 'Serial No. Length', '1200');
    await typeCell(p, 'Speed', '2');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Range value is from 0 to 999').first().waitFor();

    await typeCell(p, 'Serial No. Length', '');
    await save(p);
    await findAfterReload(p, 'REWORK', 'HRN_FORD_REWORK');
    await screenshot(p, 'harness-label-format-master-found');
  });
});

describe('Warehouse masters', () => {
  const { page } = useBrowser();

  it('lets the planner add a destination to a warehouse and find it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/WarehouseDestinationMaster' });
    await p.getByRole('cell', { name: 'JRZ1-FG', exact: true }).first().waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    await chooseCell(p, 'Warehouse', 'JRZ2-FG');
    await chooseCell(p, 'Destination', 'GM-SILAO');
    await save(p);
    await findAfterReload(p, 'JRZ2-FG', 'JRZ2-FG', 'GM-SILAO');
    await screenshot(p, 'warehouse-destination-master-found');
  });

  it("lets the planner change a warehouse's address, not its warehouse, and find it after a reload", async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/WarehouseAddressMaster' });
    const row = p.getByRole('row').filter({ has: p.getByRole('cell', { name: 'JRZ3-FG', exact: true }) });
    await row.getByRole('cell', { name: /Calle Henequen/ }).click();
    const address = row.getByRole('textbox', { name: 'Address' });
    await address.fill('Calle Henequen 1200, Nave 3, Ciudad Juarez, CHIH 32695, Mexico');
    await address.press('Enter');
    expect(await row.getByRole('textbox', { name: 'Warehouse' }).count()).toBe(0);
    await save(p);
    await findAfterReload(p, 'Nave 3', 'JRZ3-FG');
    await screenshot(p, 'warehouse-address-master-found');
  });
});
