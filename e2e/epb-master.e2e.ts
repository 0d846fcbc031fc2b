import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cataloguePart } from '../packages/fake-services/src/seed/part-catalogue.js';
import { screenshot, useBrowser } from './support/browser.js';
import { firstRow, openFromMenu, rowWith, save, searchAfterReload } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/** EPB Master as a plant user works it: the active plant's list, a short part picked five per page. */

/** A JRZ1 part of the seeded catalogue that is not on the seeded EPB list (seed/epb). */
const part = cataloguePart('JRZ1', 57);
/** A remark of the seeded list: the rows have loaded when it shows. */
const SEEDED = 'CUSTOMER AUDIT PART';
const options = (p: Page) => p.getByRole('listbox').getByRole('option');

describe('EPB Master', () => {
  const { page } = useBrowser();

  it('adds a short part picked from a lookup paged five at a time, edits, saves, finds it after a reload and deletes it', async () => {
    const p = page();
    await signIn(p, 'admin');
    await openFromMenu(p, 'Configuration Masters', 'EPB Master', 'EPBMaster');
    // The active plant is chosen first, and its seeded list shows.
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant' }).inputValue()).toMatch(/^JRZ1 - /);
    await p.getByRole('cell', { name: cataloguePart('JRZ1', 3).shortPartNo, exact: true }).waitFor();

    await p.getByRole('button', { name: 'Add' }).click();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Short Part No. is required').first().waitFor();
    expect(await p.getByText('Are you sure you want to save?').count()).toBe(0);

    const lookup = firstRow(p).getByRole('textbox', { name: 'Short Part No.', exact: true });
    await lookup.click();
    await expect.poll(() => options(p).count()).toBe(5);
    // Scrolling to the end of the list asks the service for more, five at a time (a wheel that
    // is still scrolling when the next five arrive may reach the end again: 15 is right too).
    await options(p).last().hover();
    await p.mouse.wheel(0, 400);
    await expect.poll(() => options(p).count()).toBeGreaterThanOrEqual(10);
    expect((await options(p).count()) % 5).toBe(0);
    await lookup.fill(part.shortPartNo);
    await p.getByRole('option', { name: `${part.shortPartNo} - ${part.sewsPartNo} ${part.sewsDesignLevel}` }).click();
    // The picked short part's XREF part, level and customer show before the save.
    for (const shown of [part.sewsPartNo, part.sewsDesignLevel, part.customerId]) {
      await firstRow(p).getByRole('cell', { name: shown, exact: true }).waitFor();
    }
    const remarks = firstRow(p).getByRole('textbox', { name: 'Remarks', exact: true });
    await remarks.fill('check clip position');
    await remarks.press('Enter');
    await save(p);

    await searchAfterReload(p, SEEDED, part.shortPartNo, 1);
    const row = rowWith(p, part.shortPartNo);
    await row.getByRole('cell', { name: part.sewsPartNo, exact: true }).waitFor();
    await row.getByRole('cell', { name: 'CHECK CLIP POSITION', exact: true }).click();
    const box = await row.getByRole('textbox', { name: 'Remarks', exact: true }).elementHandle();
    await box?.fill('clip position checked by QA');
    await box?.press('Enter');
    await save(p);
    await searchAfterReload(p, SEEDED, part.shortPartNo, 1);
    await rowWith(p, part.shortPartNo)
      .getByRole('cell', { name: 'CLIP POSITION CHECKED BY QA', exact: true })
      .waitFor();
    // The whole list of the plant: the seeded rows and this one.
    await p.getByPlaceholder('Search...').fill('');
    await expect.poll(() => p.getByTestId('total-records').textContent()).toMatch(/: 8$/);
    await screenshot(p, 'epb-master');

    await p.getByPlaceholder('Search...').fill(part.shortPartNo);
    await rowWith(p, part.shortPartNo).getByRole('button', { name: 'Delete' }).click();
    await save(p);
    await searchAfterReload(p, SEEDED, part.shortPartNo, 0);
  });
});
