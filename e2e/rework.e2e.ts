import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { holdNextCall } from './support/held-call.js';
import { openInApp } from './support/navigation.js';
import { boxHarnesses, looseHarnesses, type StockBox, stockBoxes } from './support/plant-history.js';
import { signIn } from './support/sign-in.js';

/**
 * In the browser, as a rework operator works: a harness relabel prints new labels for
 * a box and Box/Harness shows them; a box relabel is saved, undone by switching the harness
 * option, saved again, and its re-inspected records deleted one by one.
 */
let boxes: StockBox[] = [];
beforeAll(async () => {
  boxes = await stockBoxes(2, 8);
}, 60_000);
const takeBox = () => {
  const next = boxes.shift();
  if (!next) throw new Error('no stock box with 2 to 8 harnesses left');
  return next;
};
/** A new label that keeps the source's short part (characters 5 to 8). */
let n = 0;
const destinationFor = (source: string) => `E${source.slice(1, 8)}${String(++n).padStart(6, '0')}`;

const cell = (p: Page, column: string, row: number) =>
  p.getByRole('textbox', { name: `${column} ${row}`, exact: true });
async function typeCell(p: Page, column: string, row: number, value: string): Promise<void> {
  await cell(p, column, row).fill(value);
  await cell(p, column, row).press('Enter');
}
async function confirmYes(p: Page, question: string): Promise<void> {
  const dialog = p.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}
const toastText = (p: Page, text: string) => p.locator('.mantine-Notification-root').getByText(text).first();

describe('Rework', () => {
  const { page } = useBrowser();

  it('relabels the harnesses of a box and finds the new serials in the Box/Harness report', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/HarnessLabelRelabel' });
    const { box, harnesses } = takeBox();
    await p.getByRole('textbox', { name: 'Box Label' }).fill(box.toLowerCase());
    await p.getByRole('textbox', { name: 'Box Label' }).press('Enter');
    await cell(p, 'Source Harness Serial No', harnesses.length).waitFor();
    expect(await p.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe(String(harnesses.length));
    expect(await p.getByRole('textbox', { name: 'Plant' }).isDisabled()).toBe(true);

    // A destination before its source is refused by the grid itself.
    await typeCell(p, 'Destination Harness Serial No', 1, destinationFor(harnesses[0] ?? ''));
    await p.locator('.mantine-TextInput-error').getByText('Fill Source first.').waitFor();

    // The last destination skips a number: the outcome shows each run of serials apart.
    const destinations = harnesses.map((source, i) => {
      if (i === harnesses.length - 1) n++;
      return destinationFor(source);
    });
    for (const [i, source] of harnesses.entries()) {
      await typeCell(p, 'Source Harness Serial No', i + 1, source);
      await typeCell(p, 'Destination Harness Serial No', i + 1, destinations[i] ?? '');
    }
    const print = p.getByRole('button', { name: 'Print', exact: true });
    await expect.poll(() => print.isEnabled()).toBe(true);
    await screenshot(p, 'harness-relabel-filled');
    await print.click();
    await confirmYes(p, '[20132] Do you want to print?');
    await expect
      .poll(async () => (await p.getByTestId('print-outcome').textContent()) ?? '')
      .toMatch(new RegExp(`^${harnesses.length} of ${harnesses.length} labels printed`));
    const run = destinations.slice(0, -1);
    const runText = run.length === 1 ? run[0] : `${run[0]} – ${run.at(-1)}`;
    expect(await p.getByTestId('printed-serials').textContent()).toBe(
      `Serials: ${runText}, ${destinations.at(-1)} (${destinations.length})`,
    );
    // Form and grid start afresh after a print.
    expect(await p.getByRole('textbox', { name: 'Box Label' }).inputValue()).toBe('');

    await openInApp(p, '/BoxHarnessReport');
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant', exact: true }).inputValue()).not.toBe('');
    await p.getByRole('textbox', { name: 'Box Serial No' }).fill(box);
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    await p
      .locator('tbody')
      .getByText(destinations[0] ?? '', { exact: true })
      .waitFor();
    expect(
      await p
        .locator('tbody')
        .getByText(harnesses[0] ?? '', { exact: true })
        .count(),
    ).toBe(0);
    expect((await boxHarnesses(box)).sort()).toEqual([...destinations].sort());
  });

  it('takes a barcode scanner: each serial and its Enter fill one cell, then the next', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/HarnessLabelRelabel' });
    // Nothing is printed: the box stays for the other tests.
    const { box, harnesses } = boxes[0] ?? { box: '', harnesses: [] };
    const [first = '', second = ''] = harnesses;
    const destination = destinationFor(first);
    await p.getByRole('textbox', { name: 'Box Label' }).fill(box);
    await p.getByRole('textbox', { name: 'Box Label' }).press('Enter');
    await cell(p, 'Source Harness Serial No', 1).click();
    // A scanner types the serial and Enter, then the next serial at once, wherever the focus is.
    for (const serial of [first, destination, second]) {
      await p.keyboard.type(serial);
      await p.keyboard.press('Enter');
    }
    expect(await cell(p, 'Source Harness Serial No', 1).inputValue()).toBe(first);
    expect(await cell(p, 'Destination Harness Serial No', 1).inputValue()).toBe(destination);
    expect(await cell(p, 'Source Harness Serial No', 2).inputValue()).toBe(second);
    await p.getByRole('button', { name: 'Clear' }).click();
    await confirmYes(p, 'Unsaved data exist. Are you sure you want to cancel?');
  });

  it('box-relabels without harnesses, undoes it by switching the option, and deletes the re-inspected records', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/BoxRelabeling' });
    const { box, harnesses } = takeBox();
    // An empty box of the seed (no harness in it yet) takes the old box's content.
    const newBox = 'JRZ1X00000002';
    await p.getByRole('textbox', { name: 'Old Box Label' }).fill(box);
    await p.getByRole('textbox', { name: 'Old Box Label' }).press('Enter');
    await p
      .locator('tbody')
      .getByText(harnesses[0] ?? '', { exact: true })
      .waitFor();

    // WITH HARNESS: the same destination twice in the batch is refused and its cell cleared. The
    // first one's check (it refuses a label the plant never printed) answers only after the
    // option has changed, as over a slow plant link: that late refusal is for a destination the
    // switch took away, and must not keep Save disabled.
    const check = await holdNextCall(p, 'BoxRelabeling.isValid');
    await typeCell(p, 'Destination Harness Serial No', 1, 'JRZ1H000099999');
    await typeCell(p, 'Destination Harness Serial No', 2, 'JRZ1H000099999');
    await toastText(p, '[20007] Record Already Exist!').waitFor();
    await expect.poll(() => cell(p, 'Destination Harness Serial No', 2).inputValue()).toBe('');

    await p.getByRole('radio', { name: 'WITHOUT HARNESS' }).check();
    await check.answer();
    const newLabel = p.getByRole('textbox', { name: 'New Box Label' });
    await newLabel.fill(box);
    await newLabel.press('Enter');
    await p.getByText('[20126] Invalid Box Serial No.').waitFor();
    await newLabel.fill(newBox);
    await newLabel.press('Enter');
    const save = p.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await confirmYes(p, 'Are you sure you want to save?');
    await toastText(p, 'Relabel Saved Successfully').waitFor();
    await screenshot(p, 'box-relabeling-saved');

    await p.getByRole('radio', { name: 'WITH HARNESS', exact: true }).click();
    await confirmYes(p, '[20129] Do you want to modify option with harness/without harness?');
    await toastText(p, 'Relabel Record Deleted Successfully').waitFor();
    await expect.poll(async () => (await boxHarnesses(box)).length).toBe(harnesses.length);

    await p.getByRole('radio', { name: 'WITHOUT HARNESS' }).check();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await confirmYes(p, 'Are you sure you want to save?');
    // (The first save's message may still be showing: wait for the harnesses, not the message.)
    await expect.poll(async () => (await boxHarnesses(newBox)).sort()).toEqual([...harnesses].sort());

    // Reopened, the saved record shows its new box; undoing it leaves no refusal behind.
    await p.reload();
    await p.getByRole('textbox', { name: 'Old Box Label' }).fill(box);
    await p.getByRole('textbox', { name: 'Old Box Label' }).press('Enter');
    await expect.poll(() => newLabel.inputValue()).toBe(newBox);
    await newLabel.focus();
    await newLabel.blur();
    // The undo answers only after the user has tried to switch back, as over a slow plant link:
    // the radios show the choice made and take no other until the undo and the grid's reload have
    // answered, so the switch back is the last word and the screen ends WITHOUT HARNESS.
    const undo = await holdNextCall(p, 'BoxRelabeling.delete');
    const withRadio = p.getByRole('radio', { name: 'WITH HARNESS', exact: true });
    const without = p.getByRole('radio', { name: 'WITHOUT HARNESS' });
    await withRadio.click();
    await confirmYes(p, '[20129] Do you want to modify option with harness/without harness?');
    await expect.poll(() => withRadio.isChecked()).toBe(true);
    expect(await without.isDisabled()).toBe(true);
    const switchedBack = without.check();
    await undo.answer();
    await switchedBack;
    await expect.poll(async () => (await boxHarnesses(box)).length).toBe(harnesses.length);
    expect(await p.getByText('[20126] Invalid Box Serial No.').count()).toBe(0);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await confirmYes(p, 'Are you sure you want to save?');
    await expect.poll(async () => (await boxHarnesses(newBox)).sort()).toEqual([...harnesses].sort());

    await openInApp(p, '/DeleteReinspectedBox');
    const search = p.getByRole('button', { name: 'Search', exact: true });
    expect(await search.isDisabled()).toBe(true);
    // The old box's look-up answers only after the user has retyped the label as another one,
    // as over a slow plant link: its new box must not show beside the label typed since.
    const lookUp = await holdNextCall(p, 'DeleteReinspectedBox.boxSno');
    const oldLabel = p.getByRole('textbox', { name: 'Old Box Label' });
    const lookedUpBox = p.getByRole('textbox', { name: 'New Box Label' });
    await oldLabel.fill(box);
    await oldLabel.press('Enter');
    await oldLabel.fill(newBox);
    await oldLabel.press('Enter');
    await lookUp.answer();
    expect(await lookedUpBox.inputValue()).toBe('');

    await oldLabel.fill(box);
    await oldLabel.press('Enter');
    await expect.poll(() => lookedUpBox.inputValue()).toBe(newBox);
    await search.click();
    await p
      .locator('tbody')
      .getByText(harnesses[0] ?? '', { exact: true })
      .first()
      .waitFor();
    expect(await p.getByRole('textbox', { name: 'Old Box Label' }).isDisabled()).toBe(true);
    await screenshot(p, 'delete-reinspected-box');
    const first = p.locator('tbody tr').first();
    const id = ((await first.locator('td').first().textContent()) ?? '').trim();
    await p.getByRole('button', { name: `Delete ${id}`, exact: true }).click();
    await confirmYes(p, 'Are you sure you want to delete this record?');
    await toastText(p, 'Re-inspected Box Deleted Successfully').waitFor();
    await expect.poll(() => p.locator('tbody tr').count()).toBe(harnesses.length - 1);
    // The harness went back to its old box.
    expect((await boxHarnesses(box)).length).toBe(1);

    await p.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await p.getByRole('textbox', { name: 'Old Box Label' }).isDisabled()).toBe(false);
    // Clear goes back to the active plant, which DeleteReInspectedBox/ActivePlant answers as a list.
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant', exact: true }).inputValue()).toMatch(/^JRZ1 - /);
  });

  it("shows a valid no-box destination's harness at once, from the plant's record of it", async () => {
    const p = page();
    const { box } = takeBox();
    const [loose] = await looseHarnesses();
    if (!loose) throw new Error('no loose harness label in the plant');
    await signIn(p, 'planner', { at: '/NoboxRelabeling' });
    await p.getByRole('textbox', { name: 'Box Label' }).fill(box);
    await p.getByRole('textbox', { name: 'Box Label' }).press('Enter');
    await expect.poll(() => p.getByRole('textbox', { name: 'Quantity in Box' }).isDisabled()).toBe(false);
    await p.getByRole('textbox', { name: 'Quantity in Box' }).fill('1');
    await typeCell(p, 'Destination Harness Serial No', 1, loose.serial);
    const row = p.locator('tbody tr').first();
    await row.getByText(loose.sewsPartNo, { exact: true }).waitFor();
    const texts = await row.locator('td').allInnerTexts();
    // SEWS part, design level, short part (characters 5 to 8 of a Mexico serial) and customer.
    expect(texts.slice(1)).toEqual([
      loose.sewsPartNo,
      loose.sewsDesignLevel,
      loose.serial.slice(4, 8),
      expect.stringMatching(/\S/),
    ]);
    await screenshot(p, 'nobox-relabel-harness-shown');
  });

  it('keeps a scanned box label over its limit whole, says so, and does not look it up', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/BoxRelabeling' });
    const label = p.getByRole('textbox', { name: 'Old Box Label' });
    // 16 characters, one over the box label's 15.
    await label.pressSequentially('qa1box0000000016');
    await label.press('Enter');
    expect(await label.inputValue()).toBe('QA1BOX0000000016');
    await p.getByText('Old Box Label must be at most 15 characters').waitFor();
    expect(await p.getByText('QA1BOX0000000016', { exact: false }).count()).toBe(0);
  });

  it('says [20001] Cannot Be Blank when Delete Re-inspected Box is asked for a blank box label', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/DeleteReinspectedBox' });
    const oldLabel = p.getByRole('textbox', { name: 'Old Box Label' });
    await expect.poll(() => oldLabel.isEnabled()).toBe(true);
    await oldLabel.press('Enter');
    const blank = p.getByText('[20001] Cannot Be Blank', { exact: true });
    await blank.waitFor();
    expect(await oldLabel.getAttribute('aria-invalid')).toBe('true');
    await oldLabel.fill('JRZ1B');
    await blank.waitFor({ state: 'detached' });
  });

  it('puts the harness type back to Mexico on Clear of Harness Relabel', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/HarnessLabelRelabel' });
    await p.getByRole('radio', { name: 'GPP' }).check();
    await p.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => p.getByRole('radio', { name: 'Mexico' }).isChecked()).toBe(true);
  });
});
