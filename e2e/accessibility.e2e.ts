import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface TreeNode {
  prograM_DES_CLEAN?: string;
  procesS_FLG?: boolean;
  treeMenuChild?: TreeNode[];
}

/** Every screen route the signed-in user's permission tree opens, and the shell's own pages. */
async function routesOf(p: Page): Promise<string[]> {
  const tree = await p.evaluate(
    () => (JSON.parse(sessionStorage.getItem('fgss.session') ?? '{}').permissionTree ?? []) as unknown[],
  );
  const leaves = (nodes: TreeNode[]): string[] =>
    nodes.flatMap((n) =>
      n.treeMenuChild?.length
        ? leaves(n.treeMenuChild)
        : n.procesS_FLG && n.prograM_DES_CLEAN
          ? [n.prograM_DES_CLEAN]
          : [],
    );
  return ['/home', '/profile', '/tasks', '/reports', ...new Set(leaves(tree as TreeNode[]).map((key) => `/${key}`))];
}

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(p: Page): Promise<string[]> {
  await p.evaluate(axeSource);
  return p.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

describe('accessibility', () => {
  const { page } = useBrowser();

  it('every route has no serious axe-core violation once its screen is shown', { timeout: 600_000 }, async () => {
    const p = page();
    await signIn(p, 'admin');
    const found: Record<string, string[]> = {};
    for (const route of await routesOf(p)) {
      await p.goto(route);
      await p.locator('main').waitFor();
      // The screen's own content has arrived: its loader is gone.
      await p.getByText(/Loading…|Cargando…/).waitFor({ state: 'detached' });
      const violations = await seriousViolations(p);
      if (violations.length) found[route] = violations;
    }
    expect(found).toEqual({});
  });
});
