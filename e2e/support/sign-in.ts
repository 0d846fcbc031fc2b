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

/**
 * The session storage of each user's first sign-in on the worker, by `user@server`: a worker runs
 * its files one after another on its own stack, in one browser, and keeps this module between
 * them (vitest's isolate: false), so a later file's sign-in opens its page with that session.
 * No browser test signs out or changes a user, which would make a saved session stale.
 */
const sessions = new Map<string, string>();
/** Sign-ins with a saved session so far: each writes it once, on the page's next document. */
let restored = 0;

/**
 * Signs a user in and opens `at` (/home by default). The first time on the worker through the
 * form; after that the page opens `at` straight away with the session that sign-in left (the web
 * keeps it in sessionStorage), written before the app's first script runs: one page load instead
 * of the form, or of a load to write the session and another to land.
 */
export async function signIn(
  page: Page,
  username: string,
  { server = 'FGSSMX01', at = '/home' }: { server?: string; at?: string } = {},
): Promise<void> {
  const key = `${username}@${server}`;
  const saved = sessions.get(key);
  if (saved) {
    await page.addInitScript(
      ({ entries, written }) => {
        // On the next document only: a later sign-in of the test writes its session again.
        if (sessionStorage.getItem(written)) return;
        for (const [name, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
          sessionStorage.setItem(name, value);
        sessionStorage.setItem(written, 'yes');
      },
      { entries: saved, written: `e2e-session ${++restored}` },
    );
    await page.goto(at);
  } else {
    await fillLogin(page, username, server);
    await submitLogin(page);
    await page.waitForURL(/\/home$/);
    sessions.set(key, await page.evaluate(() => JSON.stringify({ ...sessionStorage })));
    if (at !== '/home') await page.goto(at);
  }
  if (at === '/home') await page.waitForURL(/\/home$/);
}

/**
 * Turns the signed-in user's session Spanish on the profile, opened from the user menu as a user
 * does (no page load): the rest of the page's session reads the Spanish catalogue and dd/MM/yyyy
 * (the next test's page starts English again).
 */
export async function switchToSpanish(page: Page): Promise<void> {
  // The user button is named by the user's first name and environment ('Ana | PROD').
  await page.getByRole('banner').getByRole('button', { name: ' | ' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL(/\/profile$/);
  // The language select (the profile's read-only fields have a 'Language' too).
  await page.getByRole('textbox', { name: 'Language' }).and(page.locator('[aria-haspopup="listbox"]')).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Idioma' }).inputValue()).toBe('Español');
}
