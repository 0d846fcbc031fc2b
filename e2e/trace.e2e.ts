import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { retransmitAsn } from './support/customs.js';
import { downloadedSheet } from './support/download.js';
import { openInApp } from './support/navigation.js';
import { signIn } from './support/sign-in.js';

/**
 * Trace in the browser: a seeded harness from its print to its ASN's interchange with customs and
 * the partner's 997, then its ASN's tree down to its box and back to the harness; a relabeled
 * harness to its new serial and back; an unknown serial says the kind it looks like; a step's
 * link opens its screen on its record; the whole trace exports to a workbook.
 */

// Seeded: harness JRZ1H000006919 in box JRZ1B00000686 on pallet JRZ1P0000317, shipped on ASN JRZ1A0000080
// yesterday, so its print, pack and ship times come before the test's own retransmit at any hour (today's
// seeded ASNs ship at 01:00-01:40, after a retransmit made just past midnight).
const HARNESS = 'JRZ1H000006919';
const BOX = 'JRZ1B00000686';
const ASN = 'JRZ1A0000080';

async function traceOf(p: Page, text: string): Promise<void> {
  const box = p.getByRole('textbox', { name: 'Serial, ASN or part number' });
  await box.fill(text);
  await box.press('Enter');
}

/** The report grid's rows as their cells' texts. */
const gridRows = (p: Page) =>
  p
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));

const steps = (p: Page) => p.locator('[data-step]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step')));
const step = (p: Page, kind: string) => p.locator(`[data-step="${kind}"]`);

describe('Trace', () => {
  const { page } = useBrowser();

  it('traces a harness from print to the 997, opens its ASN tree and comes back', async () => {
    const p = page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await retransmitAsn(ASN);
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

  it("a step's link opens its screen filtered to the step's record", async () => {
    const p = page();
    await retransmitAsn(ASN);
    await signIn(p, 'admin', { at: '/Trace' });
    await traceOf(p, HARNESS);
    await step(p, 'transmitted').last().getByRole('link', { name: 'Open Transmission Log' }).click();
    await p.waitForURL(/\/TransmissionLog\?asnNumber=/);
    await expect.poll(() => p.getByTestId('total-records').textContent()).not.toMatch(/: 0$/);
    const logged = await gridRows(p);
    expect(logged.length).toBeGreaterThan(0);
    for (const row of logged) expect(row).toContain(ASN);

    await openInApp(p, '/Trace');
    await traceOf(p, HARNESS);
    await step(p, 'packed')
      .getByRole('link', { name: /^Open Box/ })
      .click();
    await p.waitForURL(/\/BoxHarnessReport\?/);
    await expect.poll(() => p.getByRole('textbox', { name: 'Box Serial No' }).inputValue()).toBe(BOX);
    await expect.poll(async () => (await gridRows(p)).flat()).toContain(HARNESS);
    for (const row of await gridRows(p)) expect(row).toContain(BOX);
  });

  it('exports the whole trace: a sheet of its steps with their words and dates', async () => {
    const p = page();
    await retransmitAsn(ASN);
    await signIn(p, 'admin', { at: '/Trace' });
    await traceOf(p, HARNESS);
    await step(p, 'transmitted').first().waitFor();
    const { rows, dateFormat } = await downloadedSheet(p, 'Export to Excel');
    expect(rows[0]).toEqual([`Trace ${HARNESS}`]);
    expect(rows[2]?.slice(0, 4)).toEqual(['Time', 'Step', 'Serial / ASN', 'Screen']);
    expect(rows[2]).toEqual(expect.arrayContaining(['Printer', 'Box', 'ASN', 'HTTP Result', '997']));
    const byStep = (name: string) => rows.find((r) => r[1] === name) ?? [];
    expect(byStep('Packed into box')).toEqual(expect.arrayContaining([BOX, 'Box / Harness Report']));
    expect(byStep('Shipped on ASN')).toContain(ASN);
    expect(byStep('ASN sent to customs')).toContain('Delivered to customs');
    expect(byStep('Printed')[0]).toBeInstanceOf(Date);
    expect(dateFormat).toMatch(/^mm\/dd\/yyyy/i);
    expect(rows.at(-1)).toEqual(['END OF REPORT']);
  });
});
