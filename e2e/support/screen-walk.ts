import { PRINT_CENTER_STREAM_URL } from '@fgss/contracts';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { openFromMenu } from './master-grid.js';
import { openInApp } from './navigation.js';

/**
 * Going over the signed-in user's screens in one page, inside the app, each read once its content
 * has arrived (the axe files, the Spanish walk).
 */

/** The shell's own pages (not in the permission tree). */
const shellRoutes = ['/home', '/profile', '/tasks', '/reports'];

interface TreeNode {
  prograM_DES: string;
  prograM_DES_CLEAN: string;
  procesS_FLG?: string;
  treeMenuChild?: TreeNode[];
}

/** A route to check, with the side-menu group and link that open it (none for the shell's pages). */
export interface Route {
  path: string;
  menu?: { group: string; entry: string };
}

/** The routes of the signed-in user's permission tree in the modules `keep` takes, then the shell's pages if asked. */
export async function routesOf(p: Page, keep: (module: string) => boolean, shellPages: boolean): Promise<Route[]> {
  const tree: TreeNode[] = await p.evaluate(
    () => JSON.parse(sessionStorage.getItem('fgss.session') ?? '{}').permissionTree ?? [],
  );
  const screens = tree
    .filter((m) => keep(m.prograM_DES_CLEAN))
    .flatMap((m) =>
      (m.treeMenuChild ?? [])
        .filter((s) => s.procesS_FLG === 'Y')
        .map((s) => ({ path: `/${s.prograM_DES_CLEAN}`, menu: { group: m.prograM_DES, entry: s.prograM_DES } })),
    );
  return [...(shellPages ? shellRoutes.map((path) => ({ path })) : []), ...screens];
}

/**
 * The addresses of the page's requests not answered yet (screen code, calls). The printer stream
 * (an EventSource) stays open for as long as the tab does: it is never waited for.
 */
function inFlight(p: Page): () => string[] {
  const open = new Set<Request>();
  p.on('request', (r) => {
    if (!r.url().includes(PRINT_CENTER_STREAM_URL)) open.add(r);
  });
  p.on('requestfinished', (r) => open.delete(r));
  p.on('requestfailed', (r) => open.delete(r));
  return () => [...open].map((r) => r.url());
}

/**
 * Why the screen at the current address does not show its content yet ('' once it does): the tab
 * has its title (a screen's heading, or the home page's 'FGSS'), not the one before, and no loader
 * or loading bar shows.
 */
function notShownYet(previousTitle: string): string {
  const heading = document.querySelector('main h2')?.textContent;
  const titled = heading ? document.title === `${heading} · FGSS` : document.title === 'FGSS';
  if (!titled || document.title === previousTitle) return `title ${document.title}, heading ${heading}`;
  // A grid's loading bar stays in the page, folded away (a zero-height box clipping it) when idle.
  const folded = (e: Element) => {
    for (let box = e.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement)
      if (box.clientHeight === 0 && getComputedStyle(box).overflow.includes('hidden')) return true;
    return false;
  };
  const loading = [...document.querySelectorAll('main .mantine-Loader-root, main [role="progressbar"]')].filter(
    (e) => e.checkVisibility() && !e.closest('td') && !folded(e),
  );
  return loading.map((e) => `loading ${e.outerHTML.slice(0, 200)}`).join(', ');
}

/** Opens a route inside the app: a screen from the side menu, a shell page as the app's links do. */
export async function openRoute(p: Page, { path, menu }: Route): Promise<void> {
  if (menu) return openFromMenu(p, menu.group, menu.entry, path.slice(1));
  await openInApp(p, path);
}

/**
 * Opens each route inside the app (`open`: through the side menu by default) and calls `shown`
 * once its screen shows with nothing in flight.
 */
export async function walkRoutes(
  p: Page,
  routes: Route[],
  shown: (route: Route) => Promise<void>,
  open: (p: Page, route: Route) => Promise<void> = openRoute,
): Promise<void> {
  const pending = inFlight(p);
  for (const route of routes) {
    const previousTitle = await p.title();
    if (route.path !== new URL(p.url()).pathname) await open(p, route);
    await p.waitForURL((url) => url.pathname === route.path);
    // Shown twice in a row with nothing in flight: a call a screen starts after its first data is caught.
    let quiet = 0;
    await expect
      .poll(async () => {
        const requests = pending();
        const why = requests.length
          ? `waiting for ${requests.join(', ')}`
          : await p.evaluate(notShownYet, route.path === '/home' ? '' : previousTitle);
        quiet = why ? 0 : quiet + 1;
        return quiet >= 2 ? 'shown' : why;
      })
      .toBe('shown');
    await shown(route);
  }
}
