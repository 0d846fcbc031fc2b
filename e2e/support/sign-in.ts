import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { takeCarriedSession } from './browser.js';
import { moveInApp } from './navigation.js';

export const PASSWORD = 'Fgss.2026!';

/**
 * Chooses the server from the form's list and sees the list closed: a click that lands as the
 * list redraws (its servers reloading) leaves it open over the form, and a user closes it.
 */
export async function chooseServer(page: Page, label: string, server: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: server }).click();
  await expect
    .poll(async () => {
      if (await page.getByRole('listbox').first().isVisible()) await page.keyboard.press('Escape');
      return page.getByRole('textbox', { name: label }).inputValue();
    })
    .toContain(server);
}

/** Fills the login form as a user would: name, password, server from the list; domain follows. */
export async function fillLogin(page: Page, username: string, server: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await chooseServer(page, 'Server name', server);
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

/**
 * Signs a user in and opens `at` (/home by default). The first time on the worker through the
 * form. After that with the session that sign-in left (the web keeps it in sessionStorage): when
 * the app the previous test left on the page runs with that very session, it moves to `at` inside
 * the app, as a user going from screen to screen does (no page load); otherwise the page opens
 * `at` with the session written before the app's first script runs (one page load instead of the
 * form, or of a load to write the session and another to land).
 */
export async function signIn(
  page: Page,
  username: string,
  { server = 'FGSSMX01', at = '/home' }: { server?: string; at?: string } = {},
): Promise<void> {
  const key = `${username}@${server}`;
  const saved = sessions.get(key);
  const carried = takeCarriedSession(page);
  if (saved && carried === JSON.parse(saved)[SESSION_KEY] && (await moveInApp(page, at, saved))) {
    // Signed in, on `at`, in the app the previous test left.
  } else if (saved) {
    const written = await page.addInitScript((entries) => {
      for (const [name, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
        sessionStorage.setItem(name, value);
    }, saved);
    await page.goto(at);
    // On that document only: a later load of the test keeps what the app stored since.
    await written.dispose();
  } else {
    await fillLogin(page, username, server);
    await submitLogin(page);
    await page.waitForURL(/\/home$/);
    sessions.set(key, await page.evaluate(() => JSON.stringify({ ...sessionStorage })));
    if (at !== '/home') await page.goto(at);
  }
  if (at === '/home') await page.waitForURL(/\/home$/);
}

/** Where the web keeps the signed-in user (lib/session.ts). */
const SESSION_KEY = 'fgss.session';

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
  await expect.poll(() => page.getByRole('textbox', { name: 'Idioma', exact: true }).inputValue()).toBe('Español');
}

/** Signs a user (the planner unless told) in through the Spanish login form and lands on /home. */
export async function signInSpanish(p: Page, user = 'planner', server = 'FGSSMX01'): Promise<void> {
  await p.goto('/login');
  await p.getByRole('textbox', { name: 'Usuario' }).fill(user);
  await p.getByLabel('Contraseña').fill(PASSWORD);
  await chooseServer(p, 'Servidor', server);
  await expect.poll(() => p.getByRole('textbox', { name: 'Dominio' }).inputValue()).not.toBe('');
  await p.getByRole('button', { name: 'Iniciar sesión' }).click();
  await p.waitForURL(/\/home$/);
}
