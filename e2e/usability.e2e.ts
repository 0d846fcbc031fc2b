import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { checkStartDateFilter, searchedCells, typeLastFourWeeks } from './support/dates.js';
import { openInApp } from './support/navigation.js';
import { signIn } from './support/sign-in.js';

/** What plant users hit on the built screens, checked where every screen gets it: the kits. */
describe('usability of the kits', () => {
  const { page } = useBrowser();

  it('filters a date column by any typed form of the date, and says when the text is no date', async () => {
    const p = page();
    await signIn(p, 'planner');
    await checkStartDateFilter(p, {
      placeholder: 'Filter by Start Date',
      typed: ['2026-1-5', '1/5/26', '01.05.2026'],
      shown: '01/05/2026',
      impossible: '02/31/2026',
    });
  });

  for (const [width, height] of [
    [1366, 768],
    [1440, 900],
  ] as const) {
    it(`keeps Print and Preview in view at ${width}x${height} once a part is chosen`, async () => {
      const p = page();
      await p.setViewportSize({ width, height });
      await signIn(p, 'planner', { at: '/BoxLabelPrinting' });
      const first = p.locator('tbody tr').first();
      await first.locator('td').nth(1).click();
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
      const panel = p.getByRole('region', { name: 'Print panel' });
      for (const name of ['Print', 'Preview']) {
        const box = await panel.getByRole('button', { name, exact: true }).boundingBox();
        const footer = await p.locator('footer').boundingBox();
        expect(box && footer && box.y + box.height <= footer.y).toBe(true);
      }
      await screenshot(p, `box-label-printing-${width}`);
    });
  }

  it('sizes the plant selector to its longest option, and wraps long headers instead of cutting them', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/BoxLabelPrinting' });
    const plant = p.getByRole('textbox', { name: 'Plant', exact: true });
    await expect.poll(() => plant.inputValue()).not.toBe('');
    expect(await plant.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The plant's labels have loaded (on a busy machine the empty grid's message shows first).
    await expect.poll(() => p.getByText('No records to display').count()).toBe(0);
    expect(await cutHeaders(p)).toEqual([]);
    expect(await untitledCells(p)).toEqual([]);

    // A master grid's long headers ('Communication Type') and cells too.
    await openInApp(p, '/LabelPrinterMaster');
    await p.getByRole('cell', { name: 'MX01-ZT410-FG', exact: true }).waitFor();
    expect(await cutHeaders(p)).toEqual([]);
    expect(await untitledCells(p)).toEqual([]);
  });

  it("shows a report's dates in the user's format, whole", async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/LabelPrintedbutnotShippedReport' });
    await typeLastFourWeeks(p, ['Date From', 'Date To'], 'MDY');
    const cells = await searchedCells(p, 'Search');
    expect(cells.some((c) => /^\d{2}\/\d{2}\/\d{4}( \d{2}:\d{2})?/.test(c))).toBe(true);
    expect(cells.filter((c) => /\d{4}-\d{2}-\d{2}/.test(c))).toEqual([]);
  });

  it('keeps the user menu usable under a message, and the footer whole at 500 px wide', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/profile' });
    // Nothing changed: Save says so, in a message at the top right.
    const save = p.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const message = p.locator('.mantine-Notification-root', { hasText: 'No changes to save' });
    await message.waitFor();
    const menu = p.locator('header button[aria-haspopup]');
    // Neither the user menu nor the page's own Save is under the message.
    const [toast, user, button] = await Promise.all([message.boundingBox(), menu.boundingBox(), save.boundingBox()]);
    expect(overlaps(toast, user)).toBe(false);
    expect(overlaps(toast, button)).toBe(false);
    await menu.click();
    await p.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await p.keyboard.press('Escape');

    await p.setViewportSize({ width: 500, height: 800 });
    const footer = p.locator('footer');
    await expect
      .poll(() => footer.locator('p').evaluateAll((items) => items.filter((e) => e.scrollWidth > e.clientWidth).length))
      .toBe(0);
    const box = await footer.boundingBox();
    expect(box && box.y + box.height <= 800).toBe(true);
    await screenshot(p, 'usability-footer-500');
  });

  it('fits every header of a grid in English and Spanish, and Save in the profile takes a chosen language', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/tasks' });
    await p.locator('tbody tr').first().waitFor();
    expect(await cutHeaders(p)).toEqual([]);

    await openInApp(p, '/profile');
    const choose = async (label: string, option: string) => {
      // The preference, not the user's details (which show the language too).
      await p.getByRole('textbox', { name: label, exact: true }).and(p.locator(':not([data-variant=filled])')).click();
      await p.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Language', 'Spanish');
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await p.locator('.mantine-Notification-root').first().waitFor();
    expect(await p.getByText('No changes to save').count()).toBe(0);

    await openInApp(p, '/tasks');
    await p.locator('thead th', { hasText: 'Prioridad' }).first().waitFor();
    expect(await cutHeaders(p)).toEqual([]);
    await screenshot(p, 'usability-tasks-es');
    await openInApp(p, '/profile');
    await choose('Idioma', 'Inglés');
  });

  it('names what the password reset mails: a code', async () => {
    const p = page();
    await p.goto('/reset-password');
    await p.getByRole('button', { name: 'Send reset code' }).waitFor();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  !a || !b || (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

/** The headers of the grid whose label is cut off. */
function cutHeaders(p: Page): Promise<(string | null)[]> {
  return p
    .locator('th .mrt-table-head-cell-content-wrapper')
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
}

/** The text cells of the grid that do not carry their whole text as a title (read on hover). */
function untitledCells(p: Page): Promise<string[]> {
  return p.locator('tbody td').evaluateAll((tds) =>
    tds
      .filter((td) => td.textContent && !td.querySelector('input, button, svg'))
      .filter((td) => td.getAttribute('title') !== td.textContent)
      .map((td) => td.textContent ?? ''),
  );
}
