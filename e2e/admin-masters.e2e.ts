import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { editCell, openFromMenu, rowWith, save, search, searchAfterReload, typeCell } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/** Spec 3's email, FTP, calendar, link server and customer group masters, as a plant user works them. */

describe('Email Parameter Master', () => {
  const { page } = useBrowser();

  it('adds a parameter, refuses a bad address, edits, saves, finds it after a reload and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Email Parameter Master', 'EmailParameterMaster');
    await p.getByRole('cell', { name: 'LABEL PRINTER DOWN', exact: true }).waitFor();

    await p.getByRole('button', { name: 'Add' }).click();
    await typeCell(p, 'Email Description', 'dock delay alert');
    await typeCell(p, 'Customer Group', 'ford');
    await typeCell(p, 'Mail To', 'dock.lead@sews-mx.example.com; traffic@sews-mx');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('[20228] Invalid Email').first().waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);
    await screenshot(p, 'email-parameter-master-invalid');

    await typeCell(p, 'Mail To', 'dock.lead@sews-mx.example.com; traffic@sews-mx.example.com');
    await save(p);
    await searchAfterReload(p, 'LABEL PRINTER DOWN', 'DOCK DELAY', 1);
    const row = rowWith(p, 'DOCK DELAY ALERT');
    await row.getByRole('cell', { name: 'FORD', exact: true }).waitFor();

    await editCell(
      row,
      'dock.lead@sews-mx.example.com; traffic@sews-mx.example.com',
      'Mail To',
      'Dock.Lead@sews-mx.example.com',
    );
    await save(p);
    await searchAfterReload(p, 'LABEL PRINTER DOWN', 'DOCK DELAY', 1);
    await rowWith(p, 'DOCK DELAY ALERT')
      .getByRole('cell', { name: 'Dock.Lead@sews-mx.example.com', exact: true })
      .waitFor();
    await screenshot(p, 'email-parameter-master');

    await rowWith(p, 'DOCK DELAY ALERT').getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await searchAfterReload(p, 'LABEL PRINTER DOWN', 'DOCK DELAY', 0);
  });
});

describe('FTP Command Master', () => {
  const { page } = useBrowser();

  it('adds a command, refuses a sequence over 99, saves, edits, finds it after a reload and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'FTP Command Master', 'FTPCommandMaster');
    await p.getByRole('cell', { name: 'ASN_UPLOAD_FORD', exact: true }).first().waitFor();

    await p.getByRole('button', { name: 'Add' }).click();
    await typeCell(p, 'Customer Group', 'nissan');
    await typeCell(p, 'EDI Type', '856');
    await typeCell(p, 'Process TP', 'ASN_UPLOAD_NISSAN');
    await typeCell(p, 'FTP Command', 'put');
    await typeCell(p, 'Command Sequence', '120');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Range value is from 0 to 99').first().waitFor();
    await screenshot(p, 'ftp-command-master-range');

    await typeCell(p, 'Command Sequence', '40');
    await save(p);
    await searchAfterReload(p, 'ASN_UPLOAD_FORD', 'ASN_UPLOAD_NISSAN', 1);
    const row = rowWith(p, 'ASN_UPLOAD_NISSAN');
    await row.getByRole('cell', { name: 'NISSAN', exact: true }).waitFor();
    await editCell(row, 'put', 'Parameter', 'ASN_{asnNumber}.x12');
    await save(p);
    await searchAfterReload(p, 'ASN_UPLOAD_FORD', 'ASN_UPLOAD_NISSAN', 1);
    await rowWith(p, 'ASN_UPLOAD_NISSAN').getByRole('cell', { name: 'ASN_{asnNumber}.x12', exact: true }).waitFor();

    await rowWith(p, 'ASN_UPLOAD_NISSAN').getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await searchAfterReload(p, 'ASN_UPLOAD_FORD', 'ASN_UPLOAD_NISSAN', 0);
  });

  it('lets the viewer change a command (the FTP master always allows update) but not add one', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/FTPCommandMaster' });
    await p.getByPlaceholder('Search...').fill('/inbound/asn');
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 2$/);
    expect(await p.getByRole('button', { name: 'Add' }).count()).toBe(0);
    const row = p.locator('tbody tr').first();
    await editCell(row, '/inbound/asn', 'Parameter', '/inbound/asn/856');
    await save(p);
    await searchAfterReload(p, 'ASN_UPLOAD_FORD', '/inbound/asn/856', 1);
    await screenshot(p, 'ftp-command-master');
  });
});

describe('Customer Group Master', () => {
  const { page } = useBrowser();

  it('adds a group to the Inventory option, refuses a duplicate, finds it after a reload and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Customer Group Master', 'GROUPMASTER');
    await p.getByRole('cell', { name: 'STELLANTIS', exact: true }).waitFor();
    await p.getByRole('textbox', { name: 'Option' }).click();
    await p.getByRole('option', { name: 'Inventory' }).click();
    await p.getByRole('cell', { name: 'SERVICE PARTS', exact: true }).waitFor();
    await p.getByRole('cell', { name: 'STELLANTIS', exact: true }).waitFor({ state: 'detached' });

    await p.getByRole('button', { name: 'Add' }).click();
    await typeCell(p, 'Customer Group', 'ford');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText('[20007] Record Already Exist!').first().waitFor();
    await screenshot(p, 'customer-group-master-duplicate');

    await typeCell(p, 'Customer Group', 'honda');
    await save(p);
    await p.reload();
    await p.getByRole('textbox', { name: 'Option' }).click();
    await p.getByRole('option', { name: 'Inventory' }).click();
    const row = rowWith(p, 'HONDA');
    await row.waitFor();
    await screenshot(p, 'customer-group-master');
    await editCell(row, 'HONDA', 'Customer Group', 'honda mx');
    await save(p);
    const renamed = rowWith(p, 'HONDA MX');
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await renamed.waitFor({ state: 'detached' });
  });
});

describe('Account Calendar', () => {
  const { page } = useBrowser();
  const year = new Date().getFullYear();

  it("generates next year's months, refuses a start after the end, saves, deletes, and keeps past years read-only", async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Account Calendar', 'AccountCalendar');
    await p.getByRole('cell', { name: `${year}-01`, exact: true }).waitFor();
    await p.getByRole('button', { name: 'Generate' }).click();
    await p.getByText('[20007] Record Already Exist!').first().waitFor();

    await p.getByRole('textbox', { name: 'Year', exact: true }).click();
    await p.getByRole('option', { name: String(year + 1), exact: true }).click();
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 0$/);
    await p.getByRole('button', { name: 'Generate' }).click();
    await p.getByRole('cell', { name: `${year + 1}-01`, exact: true }).waitFor();
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 12$/);

    const march = rowWith(p, `${year + 1}-03`);
    await editCell(march, `03/01/${year + 1}`, 'Start Date', `04/02/${year + 1}`);
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('[20263] Start Date can not greater than End Date.').first().waitFor();
    await screenshot(p, 'account-calendar-start-after-end');
    await editCell(march, `04/02/${year + 1}`, 'Start Date', `02/27/${year + 1}`);
    await rowWith(p, `${year + 1}-01`)
      .getByRole('button', { name: 'Delete' })
      .click();
    await save(p);

    await p.reload();
    // The year list comes with the screen's first load: a click before it opens nothing.
    await p.getByRole('cell', { name: `${year}-01`, exact: true }).waitFor();
    await p.getByRole('textbox', { name: 'Year', exact: true }).click();
    await p.getByRole('option', { name: String(year + 1), exact: true }).click();
    await rowWith(p, `${year + 1}-03`)
      .getByRole('cell', { name: `02/27/${year + 1}` })
      .waitFor();
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 11$/);
    await screenshot(p, 'account-calendar');

    await p.getByRole('textbox', { name: 'Year', exact: true }).click();
    await p.getByRole('option', { name: String(year - 1), exact: true }).click();
    await p.getByRole('cell', { name: `${year - 1}-01`, exact: true }).waitFor();
    expect(await p.getByRole('button', { name: 'Add' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await p.locator('tbody').getByRole('textbox').count()).toBe(0);
  });

  it('keeps the months before the current one as they are, and lets the current month change', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Account Calendar', 'AccountCalendar');
    const now = new Date();
    const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    // The month's first day as the demo users read it (MM/dd/yyyy).
    const firstDay = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/01/${d.getFullYear()}`;
    const current = monthOf(now);
    // Last month: of this year but in January, when it is last December.
    const last = monthOf(new Date(now.getFullYear(), now.getMonth() - 1, 1));
    await p.getByRole('cell', { name: `${year}-01`, exact: true }).waitFor();

    await search(p, current, 1);
    const open = rowWith(p, current);
    await open.getByRole('button', { name: 'Delete' }).waitFor();
    await open.getByRole('cell', { name: firstDay(now) }).click();
    await open.getByRole('textbox', { name: 'Start Date', exact: true }).waitFor();
    await p.keyboard.press('Escape');

    if (last.startsWith(String(year - 1))) {
      await p.getByRole('textbox', { name: 'Year', exact: true }).click();
      await p.getByRole('option', { name: String(year - 1), exact: true }).click();
    }
    await search(p, last, 1);
    const past = rowWith(p, last);
    await past.getByRole('cell', { name: firstDay(new Date(now.getFullYear(), now.getMonth() - 1, 1)) }).click();
    expect(await past.getByRole('textbox').count()).toBe(0);
    expect(await past.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await screenshot(p, 'account-calendar-past-month');
  });
});

describe('Link Server Master', () => {
  const { page } = useBrowser();

  it('adds a link server row by row, shows its password on demand and its procedures, edits and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Link Server Master', 'LinkServerMaster');
    const broker = rowWith(p, 'CUSTOMS_BROKER');
    await broker.waitFor();
    expect(await broker.getByText('Brk!asn-77').count()).toBe(0);
    await broker.getByRole('button', { name: 'Show password' }).click();
    await broker.getByText('Brk!asn-77').waitFor();
    await broker.getByRole('button', { name: 'Expand' }).click();
    await p.getByRole('cell', { name: 'SP_IMPORT_PEDIMENTO' }).waitFor();
    await screenshot(p, 'link-server-master');

    await p.getByRole('button', { name: 'Add' }).click();
    await p.getByRole('textbox', { name: 'Server Name', exact: true }).fill('wms-sql');
    await p.getByRole('button', { name: 'Save' }).click();
    // The refused row's messages are listed above the grid and the first invalid cell has the focus.
    await p.getByTestId('save-errors').getByText('Link Name is required').waitFor();
    await expect
      .poll(() =>
        p.getByRole('textbox', { name: 'Link Name', exact: true }).evaluate((e) => e === document.activeElement),
      )
      .toBe(true);
    await p.getByRole('textbox', { name: 'Link Name', exact: true }).fill('wms_link');
    await p.getByLabel('Password', { exact: true }).fill('Wms.Secret1');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Are you sure you want to save?').waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText('Saved Successfully').waitFor();

    await p.reload();
    const wms = rowWith(p, 'WMS_LINK');
    await wms.getByRole('cell', { name: 'WMS-SQL', exact: true }).waitFor();
    await wms.getByRole('button', { name: 'Edit' }).click();
    await p.getByRole('textbox', { name: 'Remarks', exact: true }).fill('warehouse system');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await wms.getByRole('cell', { name: 'WAREHOUSE SYSTEM', exact: true }).waitFor();

    // A delete is saved without the save question.
    await wms.getByRole('button', { name: 'Delete' }).click();
    await wms.waitFor({ state: 'detached' });
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);
  });

  it('never shows the viewer a password or the show/hide toggle', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/LinkServerMaster' });
    await rowWith(p, 'CUSTOMS_BROKER').waitFor();
    expect(await p.getByRole('button', { name: 'Show password' }).count()).toBe(0);
    expect(await p.getByText('Brk!asn-77').count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Add' }).count()).toBe(0);
  });
});
