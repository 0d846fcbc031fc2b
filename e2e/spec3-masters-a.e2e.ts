import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

/** Spec 3's email, FTP, calendar, link server and customer group masters, as a plant user works them. */

const firstRow = (p: Page) => p.locator('tbody tr').first();
const rowWith = (p: Page, cell: string) =>
  p.locator('tbody tr').filter({ has: p.getByRole('cell', { name: cell, exact: true }) });

async function typeCell(p: Page, label: string, text: string, row = firstRow(p)): Promise<void> {
  const box = row.getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
  await box.press('Enter');
}

/** Edits a cell of an existing row: a click opens its editor. */
async function editCell(row: ReturnType<Page['locator']>, shown: string | RegExp, label: string, text: string) {
  await row.getByRole('cell', { name: shown }).click();
  const box = row.getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
  await box.press('Enter');
}

async function save(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Save' }).click();
  await p.getByText('Are you sure you want to save?').waitFor();
  await p.getByRole('button', { name: 'Yes' }).click();
  await p.getByText('Saved Successfully').waitFor();
  await p.getByText('Saved Successfully').waitFor({ state: 'detached' });
}

async function openFromMenu(p: Page, entry: string, route: string): Promise<void> {
  await p.getByText('Configuration Masters', { exact: true }).click();
  await p.getByText(entry, { exact: true }).click();
  await p.waitForURL(new RegExp(`/${route}$`));
}

/** Reloads, waits for the rows (a `seeded` cell), searches, and waits for that search's `total` rows. */
async function searchAfterReload(p: Page, seeded: string, search: string, total: number) {
  await p.reload();
  await p.getByRole('cell', { name: seeded, exact: true }).first().waitFor();
  await p.getByPlaceholder('Search...').fill(search);
  await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(new RegExp(`: ${total}$`));
}

describe('Email Parameter Master', () => {
  const { page } = useBrowser();

  it('adds a parameter, refuses a bad address, edits, saves, finds it after a reload and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Email Parameter Master', 'EmailParameterMaster');
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
