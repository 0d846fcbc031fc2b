import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

/**
 * The gateway's Content-Security-Policy (scripts and styles from itself, no inline script, a
 * style nonce for Mantine's run-time <style> elements) lets the app work: walking the main
 * screens, the browser reports no violation and Mantine's styles are applied.
 */
const screens = [
  '/home',
  '/LocationMaster',
  '/XREFMaintenance',
  '/FORDAlertMaster',
  '/BoxLabelPrinting',
  '/InventoryReport',
  '/serverStatus',
];

describe('content security policy', () => {
  const { page } = useBrowser();

  it('the main screens run without a single CSP violation', async () => {
    const p = page();
    await p.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const refusals: string[] = [];
    p.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) refusals.push(m.text());
    });
    await signIn(p, 'admin');
    for (const path of screens) {
      await p.goto(path);
      await p.waitForLoadState('networkidle');
      await p.locator('main, [role="main"], body').first().waitFor();
      const violations = await p.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect([path, violations]).toEqual([path, []]);
    }
    expect(refusals).toEqual([]);
    // Mantine wrote its run-time <style> elements, and the nonce let them in (no violation above).
    expect(await p.locator('style[data-mantine-styles]').count()).toBeGreaterThan(0);
  });
});
