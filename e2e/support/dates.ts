import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Checks /tasks' Start Date filter as a user types it: each typed form finds the rows of that day
 * (shown as `shown`), and an impossible date says `invalid` ('Value must be a valid date' in English).
 */
export async function checkStartDateFilter(
  p: Page,
  {
    placeholder,
    typed,
    shown,
    impossible,
    invalid = 'Value must be a valid date',
  }: { placeholder: string; typed: string[]; shown: string; impossible: string; invalid?: string },
): Promise<void> {
  await p.goto('/tasks');
  const filter = p.getByPlaceholder(placeholder);
  const startDates = () => p.locator('tbody tr td:nth-child(6)').allTextContents();
  const days = async () => [...new Set(await startDates())];
  for (const text of typed) {
    await filter.fill(text);
    await expect.poll(days).toEqual([shown]);
    // Cleared and seen unfiltered before the next text: the grid applies a filter after a pause,
    // and a late one would overwrite the next text typed.
    await filter.fill('');
    await expect.poll(async () => (await days()).length).toBeGreaterThan(1);
  }
  await filter.fill(impossible);
  await p.getByText(invalid).waitFor();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day `daysAgo` days before today in a user's order: 'MDY' (EN, MM/dd/yyyy) or 'DMY' (ES, dd/MM/yyyy). */
export function dayText(daysAgo: number, order: 'MDY' | 'DMY'): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  const [first, second] = order === 'MDY' ? [d.getMonth() + 1, d.getDate()] : [d.getDate(), d.getMonth() + 1];
  return `${pad(first)}/${pad(second)}/${d.getFullYear()}`;
}

/** Types two dates into a report's date boxes, as a user would (a box reads its text when left). */
export async function typeDates(p: Page, labels: readonly [string, string], texts: readonly [string, string]) {
  for (const [i, label] of labels.entries()) {
    const box = p.getByRole('textbox', { name: label });
    await box.fill(texts[i] ?? '');
    await box.press('Tab');
  }
}

/** Types a report's last four weeks into its two date boxes. */
export const typeLastFourWeeks = (p: Page, labels: [string, string], order: 'MDY' | 'DMY') =>
  typeDates(p, labels, [dayText(27, order), dayText(0, order)]);

/** Presses a report's Search (named in the user's language) and gives the cells of its first page once rows are shown. */
export async function searchedCells(p: Page, search: string): Promise<string[]> {
  await p.getByRole('button', { name: search, exact: true }).click();
  await expect
    .poll(async () => Number(((await p.getByTestId('total-records').textContent()) ?? '').replace(/\D/g, '')))
    .toBeGreaterThan(0);
  return p.locator('tbody td').allTextContents();
}
