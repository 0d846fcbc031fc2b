import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { typeDates } from './support/dates.js';
import { signIn } from './support/sign-in.js';

/**
 * Dates as plant users read them (in their format, MM/dd/yyyy for the demo users) and the limits
 * of the date pickers and search boxes, on the masters, reports and retransmit screens.
 */

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const USER_DATE = /^\d{2}\/\d{2}\/\d{4}/;

/** The texts of the grid's cells, and of the date boxes it draws for editing. */
async function gridTexts(p: Page): Promise<string[]> {
  const cells = await p.locator('tbody td').allTextContents();
  const inputs = await p.locator('tbody input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  return [...cells, ...inputs].map((t) => t.trim()).filter(Boolean);
}

/** Opens the calendar of a date box and gives its dropdown. */
async function openCalendar(p: Page, box: Locator): Promise<Locator> {
  await box.locator('xpath=..').getByRole('button', { name: 'Open calendar' }).click();
  const calendar = p.locator('.mantine-Popover-dropdown').filter({ has: p.locator('table') });
  await calendar.waitFor();
  return calendar;
}

/** A day's button in an open calendar (named as '14 April 2026'). */
const day = (calendar: Locator, date: Date) =>
  calendar.getByRole('button', {
    name: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    exact: true,
  });

describe('dates in the user’s format', () => {
  const { page } = useBrowser();

  it('Dock Master shows open and last-action dates in the user’s format', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DockMaster' });
    await p.getByRole('cell', { name: 'DOCK 01', exact: true }).waitFor();
    const texts = await gridTexts(p);
    expect(texts.filter((t) => ISO_DATE.test(t))).toEqual([]);
    expect(texts.filter((t) => USER_DATE.test(t)).length).toBeGreaterThan(0);
    await screenshot(p, 'dock-master-dates');
  });

  it('Account Calendar shows its start and end dates in the user’s format', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/AccountCalendar' });
    await expect.poll(async () => (await gridTexts(p)).filter((t) => USER_DATE.test(t)).length).toBeGreaterThan(0);
    expect((await gridTexts(p)).filter((t) => ISO_DATE.test(t))).toEqual([]);
    await screenshot(p, 'account-calendar-dates');
  });

  it('the Print Shipment ASN lookup shows ship dates in the user’s format', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/PrintShipment' });
    await p.getByRole('textbox', { name: 'ASN', exact: true }).click();
    const option = p.getByRole('option').first();
    await option.waitFor();
    const text = (await option.textContent()) ?? '';
    expect(text).not.toMatch(ISO_DATE);
    expect(text).toMatch(/ - \d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('date pickers within the spec’s limits', () => {
  const { page } = useBrowser();

  it('Shipment Report’s date-to calendar offers no day past the window of the date from', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/ShipmentReport' });
    // 89 days after 01/15/2026 is 04/14/2026: the last day the date-to calendar offers.
    await typeDates(p, ['Date From', 'Date To'], ['01/15/2026', '04/10/2026']);
    const calendar = await openCalendar(p, p.getByRole('textbox', { name: 'Date To' }));
    await expect.poll(() => day(calendar, new Date(2026, 3, 14)).isEnabled()).toBe(true);
    expect(await day(calendar, new Date(2026, 3, 15)).isDisabled()).toBe(true);
    expect(await day(calendar, new Date(2026, 3, 30)).isDisabled()).toBe(true);
  });

  it('the shipment plan’s date calendar offers no day before the current month', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/ShipmentPlanMaintenanceMaster' });
    await p.getByRole('button', { name: 'Add' }).click();
    const box = p.locator('tbody tr').first().getByPlaceholder('MM/dd/yyyy');
    const calendar = await openCalendar(p, box);
    // The calendar opens on this month: its first day is offered, the last day before it is not.
    const now = new Date();
    await expect.poll(() => day(calendar, new Date(now.getFullYear(), now.getMonth(), 1)).isEnabled()).toBe(true);
    const before = day(calendar, new Date(now.getFullYear(), now.getMonth(), 0));
    // The calendar shows the month's first week whole: the day before it, unless the month starts on a Monday.
    if ((await before.count()) > 0) expect(await before.isDisabled()).toBe(true);
    expect(await calendar.locator('[data-direction="previous"]').first().isDisabled()).toBe(true);
  });

  it('Return Products summary shows the period start it searches from', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/ReturnProductsReport' });
    await p.getByRole('radio', { name: 'Summary' }).check();
    await typeDates(p, ['Date From', 'Date To'], ['01/15/2026', '03/20/2026']);
    await p.getByText('The period searched starts on 01/01/2026').waitFor();
    await screenshot(p, 'return-products-period-start');
    // Detail searches from the day typed: nothing to say.
    await p.getByRole('radio', { name: 'Detail' }).check();
    await p.getByText('The period searched starts on 01/01/2026').waitFor({ state: 'detached' });
  });
});

describe('search limits', () => {
  const { page } = useBrowser();

  it('Incomplete Shipment’s ASN box takes at most 18 characters', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/INCOMPLETESHIPMENTREPORT' });
    const asn = p.getByRole('textbox', { name: 'ASN', exact: true });
    await asn.click();
    await asn.pressSequentially('ABCDEFGHIJKLMNOPQRSTUVW');
    expect(await asn.inputValue()).toBe('ABCDEFGHIJKLMNOPQR');
  });

  it('Retransmit Central’s Confirm All stays disabled after a search that found nothing', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const date = p.getByRole('textbox', { name: 'ASN Date' });
    await date.fill('01/02/2001');
    await date.press('Tab');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 0$/);
    expect(await p.getByRole('button', { name: 'Confirm All' }).isDisabled()).toBe(true);
  });
});
