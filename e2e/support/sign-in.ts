import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'Fgss.2026!';

/** Fills the login form as a user would: name, password, server from the list; domain follows. */
export async function fillLogin(page: Page, username: string, server: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('textbox', { name: 'Server name' }).click();
  await page.getByRole('option', { name: server }).click();
  // The domain is looked up for this user and server and preselected.
  await expect.poll(() => page.getByRole('textbox', { name: 'Domain' }).inputValue()).not.toBe('');
}

export async function submitLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, username: string, server = 'FGSSMX01'): Promise<void> {
  await fillLogin(page, username, server);
  await submitLogin(page);
  await page.waitForURL(/\/home$/);
}
