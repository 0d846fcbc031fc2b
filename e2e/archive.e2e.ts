import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { chooseCell as choose, openFromMenu, rowWith, save, search, typeCell } from './support/master-grid.js';
import { openInApp } from './support/navigation.js';
import { signIn } from './support/sign-in.js';

/** Archive Process Configuration and its archive job, as a plant administrator works them. */

/** The grid's rows are in (the seeded configuration of the ASNs; the last run's notice may name it too). */
const gridShown = (p: Page, timeout?: number) =>
  p.getByRole('cell', { name: 'SHIPMENT_ARCHIVE', exact: true }).first().waitFor({ timeout });

/** Reloads and searches, waiting for that search's `total` rows. */
async function searchAfterReload(p: Page, text: string, total: number) {
  await p.reload();
  await gridShown(p);
  await search(p, text, total);
}

describe('Archive Process Configuration', () => {
  const { page } = useBrowser();

  it('adds a configuration (D and ACTIVE by default), refuses 10000 days, edits, saves, reloads and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'Archive Process Configuration', 'ArchiveProcessConfiguration');
    // The stack's first screen: its first load may be slow on a shared machine.
    await gridShown(p, 60_000);
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
    // A save reloads the grid: the row reads back as saved.
    await rowWith(p, 'QA ARCHIVE').getByRole('cell', { name: 'Inactive', exact: true }).waitFor();

    await rowWith(p, 'QA ARCHIVE').getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 0$/);
  });
});

describe('the archive job', () => {
  const { page } = useBrowser();

  it('runs as admin, shows what it moved, and Archive Summary still lists the archived month', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/ArchiveProcessConfiguration' });
    await gridShown(p, 60_000);
    await p.getByRole('button', { name: 'Run archive now' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    const result = p.getByRole('alert', { name: /^Last archive run: .* by admin$/ });
    await result.waitFor({ timeout: 60_000 });
    // The seed's month of shipments thirteen months back: every table of the tree moved some rows.
    const shipments = result.getByRole('row', { name: /^SHIPMENT SHIPMENT_ARCHIVE/ });
    await expect
      .poll(async () => Number((await shipments.getByRole('cell').nth(2).textContent()) ?? 0))
      .toBeGreaterThan(0);
    await screenshot(p, 'archive-process-configuration-run');

    // The archived month's ASNs are numbered after the recent four weeks' (84 at JRZ1).
    await openInApp(p, '/ArchiveSummary');
    await p.getByRole('textbox', { name: 'ASN No.', exact: true }).click();
    await p.getByRole('textbox', { name: 'ASN No.', exact: true }).fill('JRZ1A00001');
    const option = p.getByRole('option', { name: 'JRZ1A0000100', exact: true });
    await option.click();
    await p.getByRole('button', { name: 'Search' }).click();
    await p.getByRole('cell', { name: 'JRZ1A0000100', exact: true }).first().waitFor();
    expect(await p.locator('tbody tr').count()).toBeGreaterThan(0);
  });

  it('is not offered to a planner', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/ArchiveProcessConfiguration' });
    await gridShown(p);
    expect(await p.getByRole('button', { name: 'Run archive now' }).count()).toBe(0);
  });
});
