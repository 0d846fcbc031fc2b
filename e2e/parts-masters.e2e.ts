import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cataloguePart } from '../packages/fake-services/src/seed/part-catalogue.js';
import { screenshot, useBrowser } from './support/browser.js';
import { chooseCell, firstRow, openFromMenu, rowWith, save, typeCell } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/** An editor of the first body row (a new row is added at the top); the filter row has the same labels. */
const cellText = (p: Page, label: string) => firstRow(p).getByRole('textbox', { name: label, exact: true });

async function search(p: Page, text: string, cell: string): Promise<void> {
  await p.getByPlaceholder('Search...').fill(text);
  await p.getByRole('cell', { name: cell, exact: true }).waitFor();
}

/** Catalogue parts of JRZ1's small seed: part 4 is in the IHS catalogue but not checked against it. */
const ihsPart = cataloguePart('JRZ1', 4);

describe('Configure XREF Fields', () => {
  const { page } = useBrowser();

  it('lets the planner switch a flag of a field, save it, and see it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Configuration Masters', 'Configure XREF Fields', 'ConfigureXREFFields');
    const qaCert = () => rowWith(p, 'QA_CERT').getByRole('checkbox', { name: 'Apply Mix Rule' });
    await search(p, 'QA_CERT', 'QA_CERT');
    const before = await qaCert().isChecked();
    await qaCert().click();
    expect(await p.getByTestId('grid-mode').textContent()).toContain('Edit');
    await save(p);
    await p.reload();
    await search(p, 'QA_CERT', 'QA_CERT');
    expect(await qaCert().isChecked()).toBe(!before);
    await screenshot(p, 'configure-xref-fields');
  });
});

describe('XREF Maintenance', () => {
  const { page } = useBrowser();

  it('preselects the active plant, adds a part, saves it and finds it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/XREFMaintenance' });
    await expect
      .poll(() => p.getByRole('textbox', { name: 'Plant', exact: true }).inputValue(), { timeout: 15_000 })
      .toMatch(/^JRZ1 - /);
    await p.getByRole('button', { name: 'Add' }).click();
    await typeCell(p, 'SEWS Part No.', '82999-e2e01');
    await typeCell(p, 'SEWS Design Level', '01');
    await typeCell(p, 'Short Part No.', 'e2e1');
    await typeCell(p, 'Location', 'fg01');
    // A part the IHS catalogue does not have: the service says so and the box stays unchecked.
    await firstRow(p).getByRole('checkbox', { name: 'Consider IHS Part' }).click();
    await p.getByText('No IHS data found for this part and design level').waitFor();
    expect(await firstRow(p).getByRole('checkbox', { name: 'Consider IHS Part' }).isChecked()).toBe(false);
    await screenshot(p, 'xref-maintenance-adding');
    await save(p);
    await p.reload();
    await search(p, '82999-E2E01', '82999-E2E01');
    expect(await rowWith(p, '82999-E2E01').getByRole('cell', { name: 'E2E1', exact: true }).count()).toBe(1);
  });

  it('fills the IHS data when Consider IHS Part is checked, clears it when unchecked, and saves it', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/XREFMaintenance' });
    await search(p, ihsPart.sewsPartNo, ihsPart.sewsPartNo);
    const row = rowWith(p, ihsPart.sewsPartNo);
    const productNumber = `IHS${ihsPart.sewsPartNo.replace('-', '')}`;
    await row.getByRole('checkbox', { name: 'Consider IHS Part' }).click();
    await row.getByText(productNumber).waitFor();
    await row.getByRole('checkbox', { name: 'Consider IHS Part' }).click();
    await row.getByText(productNumber).waitFor({ state: 'detached' });
    await row.getByRole('checkbox', { name: 'Consider IHS Part' }).click();
    await row.getByText(productNumber).waitFor();
    await screenshot(p, 'xref-maintenance-ihs');
    await save(p);
    await p.reload();
    await search(p, ihsPart.sewsPartNo, ihsPart.sewsPartNo);
    await rowWith(p, ihsPart.sewsPartNo).getByText(productNumber).waitFor();
    expect(await rowWith(p, ihsPart.sewsPartNo).getByRole('checkbox', { name: 'Consider IHS Part' }).isChecked()).toBe(
      true,
    );
  });

  it('shows every part at page size All, and a part at the end of the list is edited and saved', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/XREFMaintenance' });
    const totalRecords = async () => Number((await p.getByTestId('total-records').textContent())?.replace(/\D/g, ''));
    await expect.poll(totalRecords, { timeout: 15_000 }).toBeGreaterThanOrEqual(2000);
    const total = await totalRecords();
    await p.getByRole('textbox', { name: 'Rows per page' }).click();
    await p.getByRole('option', { name: 'All' }).click();
    // The user scrolls the grid to its end with the wheel until the last part shows: the rows may
    // still be on their way after the first turns (a turn with no rows yet scrolls nothing).
    const last = p.locator(`tbody tr[data-index="${total - 1}"]`);
    await firstRow(p).hover();
    await expect
      .poll(async () => {
        await p.mouse.wheel(0, 1_000_000);
        return last.isVisible();
      })
      .toBe(true);
    const part = (await last.getByRole('cell').first().textContent()) ?? '';
    await last.getByRole('textbox', { name: 'Misc. Customer', exact: true }).fill('E2E LAST OF ALL');
    await last.getByRole('textbox', { name: 'Misc. Customer', exact: true }).press('Enter');
    expect(await p.getByTestId('grid-mode').textContent()).toContain('Edit');
    await screenshot(p, 'xref-maintenance-all');
    // Every value the edited cell shows, frame by frame, from the save until the reload's rows
    // replace the edited one: the saved value never gives way to the old one in between.
    const shown = p.evaluate(async (index) => {
      const seen = new Set<string>();
      for (;;) {
        const row = document.querySelector(`tbody tr[data-index="${index}"]`);
        const input = row?.querySelector<HTMLInputElement>('input[aria-label="Misc. Customer"]');
        if (input) seen.add(input.value);
        if (row?.getAttribute('data-row-state') === 'unchanged') return [...seen];
        await new Promise((r) => requestAnimationFrame(r));
      }
    }, total - 1);
    await save(p);
    expect(await shown).toEqual(['E2E LAST OF ALL']);
    await search(p, part, part);
    expect(await rowWith(p, part).getByRole('textbox', { name: 'Misc. Customer', exact: true }).inputValue()).toBe(
      'E2E LAST OF ALL',
    );
    // Two loads of every part (All, then after the save): allow for a busy machine.
  }, 180_000);

  it('does not let the viewer change the XREF flags', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/XREFMaintenance' });
    const part = cataloguePart('JRZ1', 1).sewsPartNo;
    await search(p, part, part);
    const active = rowWith(p, part).getByRole('checkbox', { name: 'Active' });
    const before = await active.isChecked();
    await active.click({ force: true });
    expect(await active.isChecked()).toBe(before);
    expect(await p.getByTestId('grid-mode').textContent()).toContain('View');
    expect(await p.getByRole('button', { name: 'Add' }).count()).toBe(0);
  });
});

describe('Plant Master', () => {
  const { page } = useBrowser();

  it('enables the form for a chosen plant, refuses a blank name, saves and shows the change after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/PlantMaster' });
    const name = p.getByRole('textbox', { name: 'Plant Name' });
    expect(await name.isDisabled()).toBe(true);
    expect(await p.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await p.getByRole('textbox', { name: 'Plant', exact: true }).click();
    await p.getByRole('option', { name: /^JRZ3 - / }).click();
    await expect.poll(() => name.inputValue()).toBe('Juarez Plant 3 - Service Parts');
    await name.fill('');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Cannot Be Blank').waitFor();
    await p.getByText('Plant name is required').waitFor();
    await screenshot(p, 'plant-master-blank-name');

    await name.fill('Juarez Plant 3 - Service and Spares');
    await p.getByRole('textbox', { name: 'Made In' }).fill('MEXICO');
    await p.getByRole('textbox', { name: 'Label Printer' }).click();
    await p.getByRole('option').first().click();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Saved Successfully').waitFor();

    await p.reload();
    await p.getByRole('textbox', { name: 'Plant', exact: true }).click();
    await p.getByRole('option', { name: /^JRZ3 - / }).click();
    await expect.poll(() => name.inputValue()).toBe('Juarez Plant 3 - Service and Spares');
    expect(await p.getByRole('textbox', { name: 'Label Printer' }).inputValue()).not.toBe('');
    await screenshot(p, 'plant-master-saved');
  });

  it('shows the viewer the plant without a way to save it', async () => {
    const p = page();
    await signIn(p, 'viewer', { at: '/PlantMaster' });
    await p.getByRole('textbox', { name: 'Plant', exact: true }).click();
    await p.getByRole('option', { name: /^JRZ1 - / }).click();
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant Name' }).inputValue()).not.toBe('');
    expect(await p.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await p.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
  });
});

describe('Dock Master', () => {
  const { page } = useBrowser();

  it('adds a dock and a part dock of the plant, and finds both after a reload', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Configuration Masters', 'Dock Master', 'DockMaster');
    await p.getByRole('cell', { name: 'DOCK 01', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    await typeCell(p, 'Dock Name', 'e2e dock 9');
    await save(p);
    await p.reload();
    await search(p, 'E2E DOCK 9', 'E2E DOCK 9');
    expect(await rowWith(p, 'E2E DOCK 9').getByRole('cell', { name: 'CLOSED', exact: true }).count()).toBe(1);
    await screenshot(p, 'dock-master-docks');

    const own = cataloguePart('JRZ1', 5);
    const parent = cataloguePart('JRZ1', 6);
    await p.getByRole('tab', { name: 'Part Docks' }).click();
    await p.getByRole('button', { name: 'Add' }).click();
    // The XREF's part and design level show as soon as the short part is typed, before the save;
    // the parent's as soon as it is committed.
    await cellText(p, 'Short Part No.').fill(own.shortPartNo);
    await firstRow(p).getByRole('cell', { name: own.sewsPartNo, exact: true }).waitFor();
    await firstRow(p).getByRole('cell', { name: own.sewsDesignLevel, exact: true }).first().waitFor();
    await typeCell(p, 'Parent Short Part No.', parent.shortPartNo);
    await firstRow(p).getByRole('cell', { name: parent.sewsPartNo, exact: true }).waitFor();
    await save(p);
    await p.reload();
    await p.getByRole('tab', { name: 'Part Docks' }).click();
    await search(p, own.shortPartNo, own.shortPartNo);
    const row = rowWith(p, own.shortPartNo);
    await row.getByRole('cell', { name: own.sewsPartNo, exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: parent.sewsPartNo, exact: true }).count()).toBe(1);
    await screenshot(p, 'dock-master-part-docks');
  });
});

describe('Sub Assembly Master', () => {
  const { page } = useBrowser();

  it('adds a sub-assembly from the lists, saves it and finds it with its short part after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/SubAssemblyMaster' });
    await p.getByRole('button', { name: 'Add' }).click();
    const part = cataloguePart('JRZ2', 3);
    await chooseCell(p, 'Plant', 'JRZ2 - Juarez Plant 2 - Sub-assembly');
    await chooseCell(p, 'Type', 'Junction block');
    await typeCell(p, 'Part No.', part.sewsPartNo);
    await typeCell(p, 'Design Level', part.sewsDesignLevel);
    await typeCell(p, 'Supplier Code', 'sews4400');
    await chooseCell(p, 'Product Label', 'JB-2X1');
    await typeCell(p, 'Customer', 'nissan');
    // The XREF's short part of the part and design level shows before the save.
    await firstRow(p).getByRole('cell', { name: part.shortPartNo, exact: true }).waitFor();
    await screenshot(p, 'sub-assembly-adding');
    await save(p);
    await p.reload();
    await search(p, 'SEWS4400', 'SEWS4400');
    const row = rowWith(p, 'SEWS4400');
    expect(await row.getByRole('cell', { name: part.shortPartNo, exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'Junction block', exact: true }).count()).toBe(1);
    await screenshot(p, 'sub-assembly-found');
  });
});
