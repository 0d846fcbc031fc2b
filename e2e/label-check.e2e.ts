import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { firstRow, rowWith, typeCell } from './support/master-grid.js';
import { signIn } from './support/sign-in.js';

/**
 * Check of a label format: a sample label of the format laid out by the plant, drawn, rendered as
 * a printer would and scanned back; a format that passes, and an unsaved one whose extra input's
 * name runs off the label with a letter the printer's font cannot print.
 */
describe('Check a label format', () => {
  const { page } = useBrowser();

  it('passes a saved box format, and finds what is wrong with an unsaved one before it is saved', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/BoxLabelFormatMaster' });
    await rowWith(p, 'BX01').getByRole('button', { name: 'Check label format BX01' }).click();
    const dialog = p.getByRole('dialog', { name: 'Check label format BX01' });
    const result = dialog.getByTestId('label-check-result');
    await result.waitFor();
    expect(await result.textContent()).toBe(
      'The sample label fits, its text prints and every barcode scans as its data.',
    );
    await dialog
      .getByTestId('label-preview')
      .getByText(/^Sample label · JRZ1B\d{8}$/)
      .waitFor();
    await screenshot(p, 'label-check-passed');
    await p.keyboard.press('Escape');

    const inputName = 'ČÍSLO ŠARŽE DODAVATELE PRO KONTROLU KVALITY BALENÍ';
    await p.getByRole('button', { name: 'Add' }).click();
    // Any format code still free: a browser file before this one on the same stack may have saved one.
    await firstRow(p).getByRole('textbox', { name: 'Label Format', exact: true }).click();
    const free = p.getByRole('option').first();
    const code = (await free.textContent()) ?? '';
    await free.click();
    await typeCell(p, 'No. of Master Ticket Copies', '1');
    await typeCell(p, 'No. of Box Ticket Copies', '1');
    await typeCell(p, 'Report Name', 'Box label export');
    await firstRow(p).getByRole('checkbox', { name: 'Extra Input' }).click();
    await typeCell(p, 'Input Name', inputName);
    await typeCell(p, 'Speed', '4');
    await firstRow(p)
      .getByRole('button', { name: `Check label format ${code}` })
      .click();
    const found = p.getByRole('dialog', { name: `Check label format ${code}` }).getByTestId('label-check-result');
    await found.waitFor();
    expect(await found.getAttribute('data-ok')).toBe('false');
    expect(await found.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^${inputName} runs \\d+ dots past the edge of the label\\.$`)),
      `'Č' in ${inputName} cannot be printed: the printer's font prints Latin-1 characters only.`,
    ]);
    await screenshot(p, 'label-check-findings');
  });
});
