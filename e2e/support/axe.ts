import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { routesOf, walkRoutes } from './screen-walk.js';
import { signIn } from './sign-in.js';

/**
 * axe-core over the admin's screens, split by module into a few files that run
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

/**
 * Signs the admin in, opens every route of the group inside the app and returns the serious
 * violations by route.
 */
export async function axeGroup(p: Page, group: keyof typeof axeModules | 'others'): Promise<Record<string, string[]>> {
  await signIn(p, 'admin');
  await p.evaluate(axeSource);
  const named: readonly string[] = Object.values(axeModules).flat();
  const routes =
    group === 'others'
      ? await routesOf(p, (module) => !named.includes(module), true)
      : await routesOf(p, (module) => (axeModules[group] as readonly string[]).includes(module), false);

  const found: Record<string, string[]> = {};
  await walkRoutes(p, routes, async (route) => {
    // The whole page (header, side menu, footer) on the file's first route, then each screen's main.
    const violations = await seriousViolations(p, route === routes[0] ? 'html' : 'main');
    if (violations.length) found[route.path] = violations;
  });
  return found;
}

/** The serious violations of the screen shown now (its main), for a state the route walk does not reach (a chart with data). */
export async function axeOfScreen(p: Page): Promise<string[]> {
  if (!(await p.evaluate(() => 'axe' in globalThis))) await p.evaluate(axeSource);
  return seriousViolations(p, 'main');
}
