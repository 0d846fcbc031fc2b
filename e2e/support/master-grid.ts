import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchForMessage } from './messages.js';

/** What a plant user does on a master grid: type and choose cells, save, reload and search. */

/** The first body row: a new row is added at the top (the filter row has the same labels). */
export const firstRow = (p: Page) => p.locator('tbody tr').first();

/** The body row that has a cell showing exactly `cell`. */
export const rowWith = (p: Page, cell: string) =>
  p.locator('tbody tr').filter({ has: p.getByRole('cell', { name: cell, exact: true }) });

/** Types into a text cell of a row (the first by default) and commits it with Enter. */
export async function typeCell(p: Page, label: string, text: string, row = firstRow(p)): Promise<void> {
  const box = row.getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
  await box.press('Enter');
}

/** Chooses an option of a select cell of a row (the first by default). */
export async function chooseCell(p: Page, label: string, option: string, row = firstRow(p)): Promise<void> {
  await row.getByRole('textbox', { name: label, exact: true }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the editor of an existing row's cell (showing `shown`) with a click. */
export async function openCell(row: Locator, shown: string): Promise<void> {
  await row.getByRole('cell', { name: shown, exact: true }).click();
}

/** Edits a cell of an existing row: a click on what it shows opens its editor, then types and commits. */
export async function editCell(row: Locator, shown: string | RegExp, label: string, text: string): Promise<void> {
  await row.getByRole('cell', { name: shown }).click();
  // The element itself: the row's locator may name the text being replaced.
  const box = await row.getByRole('textbox', { name: label, exact: true }).elementHandle();
  await box?.fill(text);
  await box?.press('Enter');
}

/** Saves the batch, answering the question, and waits for the message to go. */
export async function save(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Save' }).click();
  await p.getByText('Are you sure you want to save?').waitFor();
  const saved = await watchForMessage(p, 'Saved Successfully');
  await p.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(saved).toBe(true);
  // Playwright's wait looks less and less often (up to every 0.5 s) over the message's 2 s: a
  // poll every 50 ms cost the busy test machine 40 searches of the page per save.
  await p
    .locator('.mantine-Notification-root', { hasText: 'Saved Successfully' })
    .first()
    .waitFor({ state: 'detached' });
}

/**
 * Opens a screen from the side menu's module, as a user does. The module is a button that toggles:
 * it is clicked only when closed (a page of the same file may have left it open, and a second click
 * would fold the link away mid-click).
 */
export async function openFromMenu(p: Page, module: string, entry: string, route: string): Promise<void> {
  const menu = p.getByRole('navigation', { name: 'Main menu' });
  const group = menu.getByRole('button', { name: module, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  // The group has opened and stopped moving: a click on a link still sliding in can land on another.
  await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => menu.evaluate((nav) => nav.getAnimations({ subtree: true }).length)).toBe(0);
  await menu.getByRole('link', { name: entry, exact: true }).click();
  await p.waitForURL(new RegExp(`/${route}$`));
}

/** Searches the grid and waits for that search's `total` rows. */
export async function search(p: Page, text: string, total: number): Promise<void> {
  await p.getByPlaceholder('Search...').fill(text);
  await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(new RegExp(`: ${total}$`));
}

/** Reloads, waits for the rows (a `seeded` cell), searches, and waits for that search's `total` rows. */
export async function searchAfterReload(p: Page, seeded: string, text: string, total: number): Promise<void> {
  await p.reload();
  await p.getByRole('cell', { name: seeded, exact: true }).first().waitFor();
  await search(p, text, total);
}
