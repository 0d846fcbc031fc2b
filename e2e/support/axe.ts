import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { openFromMenu } from './master-grid.js';
import { openInApp } from './navigation.js';
import { signIn } from './sign-in.js';

/**
 * axe-core over the admin's screens (issue 16 item 13), split by module into a few files that run
 * side by side. Each file signs in once and opens its screens inside the app, in one page: axe is
 * injected once and each screen is scanned when its content has arrived.
 */

// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The modules each axe file checks; `others` takes every module not named here, so none is missed. */
export const axeModules = {
  masters: ['ConfigurationMasters'],
  reports: ['MISReports', 'ShippingPlan'],
} as const;

/** The shell's own pages (not in the permission tree). */
const shellRoutes = ['/home', '/profile', '/tasks', '/reports'];

interface TreeNode {
  prograM_DES: string;
  prograM_DES_CLEAN: string;
  procesS_FLG?: string;
  treeMenuChild?: TreeNode[];
}

/** A route to check, with the side-menu group and link that open it (none for the shell's pages). */
interface Route {
  path: string;
  menu?: { group: string; entry: string };
}

/** The routes of the signed-in user's permission tree in the chosen modules, and the shell's pages for `others`. */
async function routesOf(p: Page, group: keyof typeof axeModules | 'others'): Promise<Route[]> {
  const tree: TreeNode[] = await p.evaluate(
    () => JSON.parse(sessionStorage.getItem('fgss.session') ?? '{}').permissionTree ?? [],
  );
  const named: readonly string[] = Object.values(axeModules).flat();
  const modules = tree.filter((m) =>
    group === 'others'
      ? !named.includes(m.prograM_DES_CLEAN)
      : (axeModules[group] as readonly string[]).includes(m.prograM_DES_CLEAN),
  );
  const screens = modules.flatMap((m) =>
    (m.treeMenuChild ?? [])
      .filter((s) => s.procesS_FLG === 'Y')
      .map((s) => ({ path: `/${s.prograM_DES_CLEAN}`, menu: { group: m.prograM_DES, entry: s.prograM_DES } })),
  );
  return [...(group === 'others' ? shellRoutes.map((path) => ({ path })) : []), ...screens];
}

interface AxeRun {
  run(
    context: object,
    options: object,
  ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
  _audit: { rules: { id: string; impact?: string }[] };
}

/**
 * The serious and critical violations on the page as it is now, by axe's default rules. The rules
 * that cannot report one are left out: axe gives every result of a rule that rule's impact.
 */
async function seriousViolations(p: Page, within: string): Promise<string[]> {
  return p.evaluate(async (within) => {
    const axe = (globalThis as unknown as { axe: AxeRun }).axe;
    const lesser = axe._audit.rules.filter((r) => r.impact !== 'serious' && r.impact !== 'critical');
    const rules = Object.fromEntries(lesser.map((r) => [r.id, { enabled: false }]));
    const result = await axe.run(document.querySelector(within) ?? document, { rules, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, within);
}

/** The addresses of the page's requests not answered yet (screen code, calls). */
function inFlight(p: Page): () => string[] {
  const open = new Set<Request>();
  p.on('request', (r) => open.add(r));
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
async function openRoute(p: Page, { path, menu }: Route): Promise<void> {
  if (menu) return openFromMenu(p, menu.group, menu.entry, path.slice(1));
  await openInApp(p, path);
}

/**
 * Signs the admin in, opens every route of the group inside the app and returns the serious
 * violations by route.
 */
export async function axeGroup(p: Page, group: keyof typeof axeModules | 'others'): Promise<Record<string, string[]>> {
  await signIn(p, 'admin');
  const pending = inFlight(p);
  await p.evaluate(axeSource);
  const routes = await routesOf(p, group);

  const found: Record<string, string[]> = {};
  for (const route of routes) {
    const previousTitle = await p.title();
    if (route.path !== '/home') await openRoute(p, route);
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
    // The whole page (header, side menu, footer) on the file's first route, then each screen's main.
    const violations = await seriousViolations(p, route === routes[0] ? 'html' : 'main');
    if (violations.length) found[route.path] = violations;
  }
  return found;
}
