import type { Page } from 'playwright-core';

/** Moving between the app's screens without a page load, as the app's own links do. */

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
export async function moveInApp(page: Page, at: string, session?: string): Promise<boolean> {
  return page.evaluate(
    async ({ at, session }) => {
      // On its own route the screen would stay as it is (its search, its rows).
      if (location.pathname === at) return false;
      if (session !== undefined) {
        if (document.querySelector('[role="dialog"], .mantine-Notification-root')) return false;
        for (const [name, value] of Object.entries(JSON.parse(session) as Record<string, string>))
          sessionStorage.setItem(name, value);
      }
      // What names the screen shown: its title and heading (kit/page sets both).
      const shown = () => `${document.title}|${document.querySelector('main h2')?.textContent ?? ''}`;
      const before = shown();
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', at);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      // The router keeps the previous screen up while the next one's code loads: wait for the
      // next one to show (a few seconds at most, for a page that names itself as the last did).
      // Watched through the page's changes, not frame by frame: waiting on frames draws them.
      await new Promise<void>((resolve) => {
        if (shown() !== before) return resolve();
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        const observer = new MutationObserver(() => {
          if (shown() !== before) done();
        });
        const timer = setTimeout(done, 5_000);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      });
      return location.pathname === at && !document.querySelector('[role="dialog"]');
    },
    { at, session },
  );
}
