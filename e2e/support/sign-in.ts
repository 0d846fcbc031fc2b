import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { carriedSession, dropCarriedSession } from './browser.js';

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
  const carried = carriedSession(page);
  dropCarriedSession(page);
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
 * Opens `at` inside the app, as the app's own links do: the same document and session, a new
 * screen that asks the services afresh (the web's app/fresh-screens.ts). The page loads `at`
 * instead when the app cannot move there (a grid with unsaved changes holds it). For a test that
 * goes on to another screen; one about a load or reload uses `page.goto` or `page.reload`.
 */
export async function openInApp(page: Page, at: string): Promise<void> {
  if (!(await moveInApp(page, at))) await page.goto(at);
}

/**
 * Moves the app on the page to `at` as its router does for a link (a history entry, then the
 * router reads it). Not when the app is on `at` already, nor, at a test's start (`session`: the
 * storage entries to write back for the test's own reloads), when a dialog or message of the
 * previous test is still up. False when it did not move (also when the screen holds the app: a
 * grid with unsaved changes asks first).
 */
async function moveInApp(page: Page, at: string, session?: string): Promise<boolean> {
  return page.evaluate(
    async ({ at, session }) => {
      // On its own route the screen would stay as it is (its search, its rows).
      if (location.pathname === at) return false;
      if (session !== undefined) {
        if (document.querySelector('[role="dialog"], .mantine-Notification-root')) return false;
        for (const [name, value] of Object.entries(JSON.parse(session) as Record<string, string>))
          sessionStorage.setItem(name, value);
      }
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', at);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      return location.pathname === at && !document.querySelector('[role="dialog"]');
    },
    { at, session },
  );
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
