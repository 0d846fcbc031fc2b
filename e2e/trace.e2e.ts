import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { plantCall } from './support/customs.js';
import { PASSWORD, signIn } from './support/sign-in.js';

/**
 * Trace in the browser: a seeded harness from its print to its ASN's interchange with customs and
 * the partner's 997, then its ASN's tree down to its box and back to the harness; a relabeled
 * harness to its new serial and back; an unknown serial says the kind it looks like.
 */

// Seeded: harness JRZ1H000007140 in box JRZ1B00000712 on pallet JRZ1P0000329, shipped on ASN JRZ1A0000083.
const HARNESS = 'JRZ1H000007140';
const BOX = 'JRZ1B00000712';
const ASN = 'JRZ1A0000083';

/** Sends the ASN to customs as the retransmit screen would (the fake receiver answers a 997). */
async function retransmit(asn: string): Promise<void> {
  const { token } = await plantCall<{ token: string }>('auth.authentication.token', {
    username: 'planner',
    password: PASSWORD,
    servername: 'FGSSMX01',
    domain: 'SEWSMX',
  });
  await plantCall(
    'import.RetransmitASNtoCustoms.retransmit',
    { asnNumber: asn },
    { token, idempotencyKey: `trace-${Date.now()}` },
  );
}

async function traceOf(p: Page, text: string): Promise<void> {
  const box = p.getByRole('textbox', { name: 'Serial, ASN or part number' });
  await box.fill(text);
  await box.press('Enter');
}

const steps = (p: Page) => p.locator('[data-step]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step')));
const step = (p: Page, kind: string) => p.locator(`[data-step="${kind}"]`);

describe('Trace', () => {
  const { page } = useBrowser();

  it('traces a harness from print to the 997, opens its ASN tree and comes back', async () => {
    const p = page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await retransmit(ASN);
    await signIn(p, 'admin', { at: '/Trace' });
    await traceOf(p, HARNESS);
    await expect.poll(() => steps(p)).toEqual(expect.arrayContaining(['printed', 'packed', 'shipped', 'transmitted']));
    const kinds = await steps(p);
    expect(kinds.indexOf('printed')).toBeLessThan(kinds.indexOf('shipped'));
    expect(kinds.indexOf('shipped')).toBeLessThan(kinds.indexOf('transmitted'));
    await expect.poll(() => step(p, 'transmitted').last().textContent()).toMatch(/ISA13: \d+.*997: \w+/);
    await expect.poll(() => step(p, 'packed').textContent()).toContain(BOX);
    await screenshot(p, 'trace-harness');

    // The ASN of the shipped step: its pallets and boxes, then a box's harnesses, then the harness again.
    await step(p, 'shipped').getByRole('button', { name: ASN }).click();
    await expect.poll(() => p.locator('[data-node="asn"]').count()).toBe(1);
    await expect.poll(() => p.locator('[data-node="pallet"]').count()).toBeGreaterThan(0);
    await screenshot(p, 'trace-asn');
    await p.locator('[data-node="box"]').getByRole('button', { name: BOX }).click();
    await expect.poll(() => p.locator('[data-node="harness"]').getByRole('button', { name: HARNESS }).count()).toBe(1);
    await p.locator('[data-node="harness"]').getByRole('button', { name: HARNESS }).click();
    await expect.poll(() => steps(p)).toEqual(expect.arrayContaining(['printed', 'packed', 'shipped']));
  });

  it('follows a relabel to the new serial and back; an unknown serial says what it looks like', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/Trace' });
    await traceOf(p, 'JRZ1H000007322');
    await step(p, 'relabeledTo').getByRole('button', { name: 'RRZ1H000007322' }).click();
    await expect.poll(() => step(p, 'relabeledFrom').textContent()).toContain('JRZ1H000007322');
    await traceOf(p, 'JRZ1B99999999');
    await expect
      .poll(() => p.getByText('No label or ASN JRZ1B99999999').textContent())
      .toBe('No label or ASN JRZ1B99999999 in plant JRZ1. It looks like a box serial.');
  });
});
