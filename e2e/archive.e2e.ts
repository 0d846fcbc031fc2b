import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

/** Archive Process Configuration and its archive job, as a plant administrator works them. */

const rowWith = (p: Page, cell: string) =>
  p.locator('tbody tr').filter({ has: p.getByRole('cell', { name: cell, exact: true }) });

async function typeCell(p: Page, label: string, text: string) {
  const box = p.locator('tbody tr').first().getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
  await box.press('Enter');
}

async function choose(p: Page, label: string, option: string) {
  await p.locator('tbody tr').first().getByRole('textbox', { name: label, exact: true }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

async function save(p: Page) {
  await p.getByRole('button', { name: 'Save' }).click();
  await p.getByText('Are you sure you want to save?').waitFor();
  await p.getByRole('button', { name: 'Yes' }).click();
  await p.getByText('Saved Successfully').first().waitFor();
  await expect.poll(() => p.getByText('Saved Successfully').count()).toBe(0);
}

/** Reloads and searches, waiting for that search's `total` rows. */
async function searchAfterReload(p: Page, search: string, total: number) {
  await p.reload();
  await p.getByRole('cell', { name: 'SHIPMENT_ARCHIVE', exact: true }).waitFor();
  await p.getByPlaceholder('Search...').fill(search);
  await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(new RegExp(`: ${total}$`));
}

describe('Archive Process Configuration', () => {
  const { page } = useBrowser();

  it('adds a configuration (D and ACTIVE by default), refuses 10000 days, edits, saves, reloads and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await p.getByText('Configuration Masters', { exact: true }).click();
    await p.getByText('Archive Process Configuration', { exact: true }).click();
    await p.waitForURL(/\/ArchiveProcessConfiguration$/);
    await p.getByRole('cell', { name: 'SHIPMENT_ARCHIVE', exact: true }).waitFor();
    await screenshot(p, 'archive-process-configuration');

    await p.getByRole('button', { name: 'Add' }).click();
    await choose(p, 'Source Table Name', 'BOX');
    await expect.poll(() => p.locator('tbody tr').first().textContent()).toContain('BOX_ARCHIVE');
    await typeCell(p, 'Remove Day', '10000');
    await typeCell(p, 'Archive Server DB', 'qa archive');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('The field Remove Day must be between 0 and 9999.').first().waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);

    await typeCell(p, 'Remove Day', '90');
    await save(p);
    await searchAfterReload(p, 'QA ARCHIVE', 1);
    const row = rowWith(p, 'QA ARCHIVE');
    for (const cell of ['BOX', 'BOX_ARCHIVE', 'BOX_PACK_DTM', '0', '90', 'Days', 'Active'])
      await row.getByRole('cell', { name: cell, exact: true }).waitFor();

    await row.getByRole('cell', { name: 'Active', exact: true }).click();
    await p.getByRole('option', { name: 'Inactive', exact: true }).click();
    await save(p);
    await searchAfterReload(p, 'QA ARCHIVE', 1);
    await rowWith(p, 'QA ARCHIVE').getByRole('cell', { name: 'Inactive', exact: true }).waitFor();

    await rowWith(p, 'QA ARCHIVE').getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await searchAfterReload(p, 'QA ARCHIVE', 0);
  });
});
