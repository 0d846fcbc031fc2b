import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

async function openLocationMasterFromMenu(p: Page): Promise<void> {
  await p.getByText('Configuration Masters', { exact: true }).click();
  await p.getByText('Location Master', { exact: true }).click();
  await p.waitForURL(/\/LocationMaster$/);
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
    await signIn(p, 'admin');
    await p.goto('/LocationMaster');
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
});
