import { todayIso } from '@fgss/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutFaults } from '../packages/fake-services/src/labels/layout-faults.js';
import { parseZpl } from '../packages/fake-services/src/labels/zpl-parse.js';
import { screenshot, useBrowser } from './support/browser.js';
import { holdNextCall } from './support/held-call.js';
import { chooseCell, openFromMenu, rowWith, save } from './support/master-grid.js';
import { openInApp } from './support/navigation.js';
import { signIn, switchToSpanish } from './support/sign-in.js';
import { plantURL } from './support/stack.js';

interface PrintJob {
  printer: string;
  text: string;
}

/** What a virtual printer has received so far. */
async function jobsOf(printer: string): Promise<PrintJob[]> {
  const res = await fetch(`${plantURL}/_plant/printers/${encodeURIComponent(printer)}/jobs`);
  expect(res.status).toBe(200);
  return (await res.json()) as PrintJob[];
}

const panel = (p: Page, name = 'Print panel') => p.getByRole('region', { name });
const printButton = (p: Page) => panel(p).getByRole('button', { name: 'Print' });
const input = (p: Page, label: string) => panel(p).getByRole('textbox', { name: label, exact: true });

/** Clicks the first part of the grid and waits until the panel has taken its settings. */
async function chooseFirstPart(p: Page): Promise<void> {
  const first = p.locator('tbody tr').first();
  await first.locator('td').nth(1).waitFor();
  await first.locator('td').nth(1).click();
  await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
}

async function replaceText(p: Page, label: string, value: string): Promise<void> {
  const field = input(p, label);
  await field.fill(value);
  await field.press('Tab');
}

/** Prints (answering the print question when the screen asks it) and returns the outcome shown. */
async function print(p: Page, { confirm }: { confirm: boolean }): Promise<string> {
  await expect.poll(() => printButton(p).isEnabled()).toBe(true);
  await printButton(p).click();
  if (confirm) {
    await p.getByText('[20132] Do you want to print?').waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
  }
  const outcome = p.getByTestId('print-outcome');
  await outcome.waitFor();
  return (await outcome.textContent()) ?? '';
}

/** Every serial a print consumed: the outcome shows their range and count, all consecutive. */
async function printedSerials(p: Page): Promise<string[]> {
  const text = (await p.getByTestId('printed-serials').textContent()) ?? '';
  const range = /Serials?: (\S+)(?: – (\S+) \((\d+)\))?/.exec(text);
  expect(range, text).not.toBeNull();
  const [, first = '', last = first, count = '1'] = range ?? [];
  const digits = /(\d+)$/.exec(first)?.[1] ?? '';
  const prefix = first.slice(0, first.length - digits.length);
  const serials = Array.from(
    { length: Number(count) },
    (_, i) => `${prefix}${String(Number(digits) + i).padStart(digits.length, '0')}`,
  );
  expect(serials.at(-1)).toBe(last);
  return serials;
}

/** The serial of the first printed label, from the preview caption ('Printed label · <serial>'). */
async function printedSerial(p: Page): Promise<string> {
  const caption = await p.getByTestId('label-preview').getByText('Printed label').textContent();
  const serial = caption?.split('·')[1]?.trim();
  expect(serial).toBeTruthy();
  return serial as string;
}

describe('Demand printing', () => {
  const { page } = useBrowser();

  it('prints box labels for the selected part, and the job reaches the virtual printer with their serials', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Box Label Printing', 'BoxLabelPrinting');
    expect(await printButton(p).isDisabled()).toBe(true);

    await chooseFirstPart(p);
    await p.getByTestId('label-detail').waitFor();
    // The detail's pieces per box becomes the quantity; copies and speed come with the label.
    await expect.poll(() => input(p, 'Quantity in Box').inputValue()).not.toBe('');
    const printer = await input(p, 'Printer').inputValue();
    expect(printer).not.toBe('');
    await replaceText(p, 'Number of Labels', '2');
    await screenshot(p, 'box-label-printing-ready');

    const before = (await jobsOf(printer)).length;
    const outcome = await print(p, { confirm: true });
    expect(outcome).toMatch(/^\d+ of \d+ labels? printed/);
    const serial = await printedSerial(p);
    const serials = await printedSerials(p);
    expect(serials).toHaveLength(2);
    expect(serials[0]).toBe(serial);
    await screenshot(p, 'box-label-printing-printed');

    await expect.poll(async () => (await jobsOf(printer)).length).toBeGreaterThan(before);
    const received = (await jobsOf(printer))
      .slice(before)
      .map((j) => j.text)
      .join('\n');
    expect(received).toContain('^XA');
    for (const s of serials) expect(received).toContain(s);
    // No bare caption, and each 1D barcode keeps its quiet zone inside the frame.
    expect(parseZpl(received).flatMap(layoutFaults)).toEqual([]);
  });

  it("keeps a quantity typed while the part's detail is still on its way, and prints that quantity", async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Box Label Printing', 'BoxLabelPrinting');
    // The detail (whose pieces per box would fill the quantity) answers only once the user has
    // typed one, as over a slow plant link.
    const detail = await holdNextCall(p, 'getDetail');
    await chooseFirstPart(p);
    await replaceText(p, 'Quantity in Box', '37');
    await detail.answer();
    await p.getByTestId('label-detail').waitFor();
    expect(await input(p, 'Quantity in Box').inputValue()).toBe('37');

    const printer = await input(p, 'Printer').inputValue();
    const before = (await jobsOf(printer)).length;
    expect(await print(p, { confirm: true })).toMatch(/^\d+ of \d+ labels? printed/);
    await expect.poll(async () => (await jobsOf(printer)).length).toBeGreaterThan(before);
    const received = (await jobsOf(printer)).slice(before).map((j) => j.text);
    expect(received.join('\n')).toContain('QUANTITY (Q): 37^FS');
  });

  it('shows the viewer why Print is disabled once the panel is ready, in English and Spanish', async () => {
    const p = page();
    await signIn(p, 'viewer');
    for (const [panelName, print, preview, reason] of [
      ['Print panel', 'Print', 'Preview', 'You do not have permission to print on this screen.'],
      ['Panel de impresión', 'Imprimir', 'Vista previa', 'No tiene permiso para imprimir en esta pantalla.'],
    ] as const) {
      if (panelName !== 'Print panel') await switchToSpanish(p);
      await p.goto('/BoxLabelPrinting');
      await chooseFirstPart(p);
      // Preview opens for anyone who reads: the panel is valid, so only the missing right holds Print back.
      const buttons = panel(p, panelName);
      await expect.poll(() => buttons.getByRole('button', { name: preview }).isEnabled()).toBe(true);
      await buttons.getByText(reason).waitFor();
      expect(await buttons.getByRole('button', { name: print, exact: true }).isDisabled()).toBe(true);
    }
    await screenshot(p, 'box-label-printing-viewer-es');
  });

  it('says why the printer list is empty when the plant has no ZPL printer, in English and Spanish, on screens opened right after the change', async () => {
    const p = page();
    // FGSSCENTRAL is this test's own plant: no other test prints there or edits its printers.
    await signIn(p, 'planner', { server: 'FGSSCENTRAL', at: '/PalletLabelPrinting' });
    const zebra = 'CENT-ZD621-HRN';
    await expect.poll(() => input(p, 'Printer').inputValue()).toBe(zebra);
    /**
     * Sets the plant's one network Zebra's communication type in the Label Printer Master and goes
     * back to the pallet screen, both from the side menu, within seconds of the pallet screen's
     * last look at the printers: the screen opened next shows the change.
     */
    const reachZebraBy = async (type: 'USB' | 'TCP/IP') => {
      await openFromMenu(p, 'Configuration Masters', 'Label Printer Master', 'LabelPrinterMaster');
      await rowWith(p, zebra).waitFor();
      await chooseCell(p, 'Communication Type', type, rowWith(p, zebra));
      await save(p);
      await openFromMenu(p, 'Demand Printing', 'Pallet Label Printing', 'PalletLabelPrinting');
    };
    // A USB Zebra cannot take ZPL over the network: the plant is left with no printer for its labels.
    await reachZebraBy('USB');
    const english = 'No printer can print these labels: printing needs a Zebra printer on TCP/IP';
    await panel(p).getByText(english).waitFor();
    expect(await input(p, 'Printer').inputValue()).toBe('');
    expect(await printButton(p).isDisabled()).toBe(true);
    await screenshot(p, 'pallet-label-printing-no-printer');

    await switchToSpanish(p);
    await p.goto('/PalletLabelPrinting');
    await panel(p, 'Panel de impresión').getByText('Ninguna impresora puede imprimir estas etiquetas').waitFor();

    // Back in the English session and on the network, the printer is offered again and the message goes.
    await signIn(p, 'planner', { server: 'FGSSCENTRAL', at: '/PalletLabelPrinting' });
    await panel(p).getByText(english).waitFor();
    await reachZebraBy('TCP/IP');
    await expect.poll(() => input(p, 'Printer').inputValue()).toBe(zebra);
    expect(await panel(p).getByText(english).count()).toBe(0);
  });

  it('keeps Print disabled while a field of the panel is invalid', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/BoxLabelPrinting' });
    await chooseFirstPart(p);
    await expect.poll(() => printButton(p).isEnabled()).toBe(true);

    const speedLocked = await input(p, 'Speed').isDisabled();
    const cases: [label: string, bad: string][] = [
      ['Quantity in Box', '10000'],
      ['Number of Labels', '0'],
      ...(speedLocked ? [] : ([['Speed', '11']] as [string, string][])),
    ];
    for (const [label, bad] of cases) {
      const good = await input(p, label).inputValue();
      await replaceText(p, label, bad);
      expect(await printButton(p).isDisabled(), `${label} = ${bad}`).toBe(true);
      await panel(p)
        .getByText(/must be between/)
        .waitFor();
      if (label === 'Quantity in Box') await screenshot(p, 'box-label-printing-invalid');
      await replaceText(p, label, good);
      await expect.poll(() => printButton(p).isEnabled()).toBe(true);
    }

    // A production date before today is refused for box labels.
    const yesterday = new Date(Date.now() - 86_400_000);
    const typed = `${yesterday.getFullYear()}-${yesterday.getMonth() + 1}-${yesterday.getDate()}`;
    await replaceText(p, 'Production Date', typed);
    expect(await printButton(p).isDisabled()).toBe(true);
    await panel(p).getByText('Production Date cannot be before today').waitFor();
    await replaceText(p, 'Production Date', 'not a date');
    await panel(p).getByText('Value must be a valid date').waitFor();
    expect(await printButton(p).isDisabled()).toBe(true);
  });

  it('prints harness labels with the Lot No of the production date, and the printer gets each serial', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Harness Label Printing', 'HarnessLabelPrinting');
    await chooseFirstPart(p);
    await replaceText(p, 'Production Date', '2026-1-1');
    expect(await input(p, 'Lot No').inputValue()).toBe('1');
    await replaceText(p, 'Production Date', '2027-1-1');
    expect(await input(p, 'Lot No').inputValue()).toBe('53');
    await replaceText(p, 'No of Labels', '3');
    // Production line and lot show only when the plant's parameter is YES; then they are required.
    if (await input(p, 'Prod Line').isVisible()) {
      expect(await printButton(p).isDisabled()).toBe(true);
      await replaceText(p, 'Prod Line', 'L1');
      await replaceText(p, 'Prod Lot', 'A7');
    }
    const printer = await input(p, 'Printer').inputValue();
    const before = (await jobsOf(printer)).length;

    const outcome = await print(p, { confirm: true });
    expect(outcome).toMatch(/^\d+ of \d+ labels? printed/);
    const first = await printedSerial(p);
    const serials = await printedSerials(p);
    expect(serials).toHaveLength(3);
    expect(serials[0]).toBe(first);
    await screenshot(p, 'harness-label-printing-printed');

    await expect.poll(async () => (await jobsOf(printer)).length).toBeGreaterThan(before);
    const received = (await jobsOf(printer))
      .slice(before)
      .map((j) => j.text)
      .join('\n');
    for (const s of serials) expect(received).toContain(s);
    // The lot printed is the week of the production date (2027-01-01 is in week 53).
    expect(received).toMatch(/LOT:? ?53\b/);
  });

  it('prints pallet labels starting at the next serial shown, which then moves on', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Pallet Label Printing', 'PalletLabelPrinting');
    const next = p.getByTestId('next-serial').locator('b');
    await expect.poll(() => next.textContent()).not.toBe('');
    const shown = (await next.textContent()) ?? '';
    await replaceText(p, 'Label Quantity', '2');
    const printer = await input(p, 'Printer').inputValue();
    const before = (await jobsOf(printer)).length;

    const outcome = await print(p, { confirm: false });
    expect(outcome).toContain('Printed successfully!!!');
    expect(await printedSerial(p)).toBe(shown);
    const serials = await printedSerials(p);
    expect(serials).toHaveLength(2);
    await expect.poll(() => next.textContent()).not.toBe(shown);
    await screenshot(p, 'pallet-label-printing-printed');

    await expect.poll(async () => (await jobsOf(printer)).length).toBeGreaterThan(before);
    const received = (await jobsOf(printer))
      .slice(before)
      .map((j) => j.text)
      .join('\n');
    for (const s of serials) expect(received).toContain(s);
  });

  it("prints a Spanish user's labels with their dates day first (the print's Accept-Language)", async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Pallet Label Printing', 'PalletLabelPrinting');
    await expect.poll(() => input(p, 'Printer').inputValue()).not.toBe('');
    const printer = await input(p, 'Printer').inputValue();
    await switchToSpanish(p);
    await p.goto('/PalletLabelPrinting');
    const imprimir = panel(p, 'Panel de impresión').getByRole('button', { name: 'Imprimir', exact: true });
    await expect.poll(() => imprimir.isEnabled()).toBe(true);
    const before = (await jobsOf(printer)).length;
    await imprimir.click();
    await p.getByTestId('print-outcome').waitFor();

    await expect.poll(async () => (await jobsOf(printer)).length).toBeGreaterThan(before);
    const received = (await jobsOf(printer))
      .slice(before)
      .map((j) => j.text)
      .join('\n');
    const [year, month, day] = todayIso().split('-');
    expect(received).toContain(`PRINTED: ${day}/${month}/${year}`);
  });

  it('prints Zebra part labels the label quantity times the copies asked, and says how many labels printed', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/ZebraLabelPrinting' });
    await chooseFirstPart(p);
    await replaceText(p, 'Label Quantity', '2');
    await replaceText(p, 'No of Copies', '3');
    const printer = await input(p, 'Printer').inputValue();
    const before = (await jobsOf(printer)).length;
    // Two labels, each with its three copies: said as the labels asked, not as one label.
    expect(await print(p, { confirm: false })).toContain(`2 of 2 labels printed on ${printer}.`);
    const jobs = await jobsOf(printer);
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)?.text).toContain('^PQ6,');
  });

  it('refuses Zebra copies outside 1 to 9, saying so under the copies field', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/ZebraLabelPrinting' });
    await chooseFirstPart(p);
    await expect.poll(() => printButton(p).isEnabled()).toBe(true);
    /** The message the field's input is described by (Mantine links its error this way). */
    const errorUnder = (label: string) =>
      input(p, label).evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(''),
      );
    for (const bad of ['0', '10', '12', '99']) {
      await replaceText(p, 'No of Copies', bad);
      expect(await printButton(p).isDisabled(), `copies ${bad}`).toBe(true);
      await expect.poll(() => errorUnder('No of Copies')).toBe('No of Copies must be between 1 and 9');
      expect(await errorUnder('Label Quantity')).toBe('');
    }
    await replaceText(p, 'No of Copies', '9');
    await expect.poll(() => printButton(p).isEnabled()).toBe(true);
  });

  it('opens the other print screens with their grid, and Print waits for a part', async () => {
    const p = page();
    await signIn(p, 'planner');
    const screens: [route: string, shot: string][] = [
      ['SpecialHarnessLabelPrinting', 'special-harness-label-printing'],
      ['ZebraLabelPrinting', 'zebra-label-printing'],
      ['ComponentLabelPrinting', 'component-label-printing'],
      ['SpecialBoxLabelPrinting', 'special-box-label-printing'],
      ['CustomerLabelPrinting', 'customer-label-printing'],
    ];
    for (const [route, shot] of screens) {
      await openInApp(p, `/${route}`);
      await p.locator('tbody tr').first().locator('td').nth(1).waitFor();
      expect(await printButton(p).isDisabled(), route).toBe(true);
      await chooseFirstPart(p);
      // Special harness: line and lot show (and are required) when the plant's parameter is YES.
      if (await input(p, 'Prod Line').isVisible()) {
        expect(await printButton(p).isDisabled(), route).toBe(true);
        await replaceText(p, 'Prod Line', 'L2');
        await replaceText(p, 'Prod Lot', 'B1');
      }
      await expect.poll(() => printButton(p).isEnabled(), { message: route }).toBe(true);
      await screenshot(p, shot);
    }
    await openInApp(p, '/EmptyBoxLabelPrinting');
    await expect.poll(() => printButton(p).isEnabled()).toBe(true);
    await screenshot(p, 'empty-box-label-printing');
  });
});

describe('Status Update', () => {
  const { page } = useBrowser();

  /** The cells of a printer's row on a tab of Status Update. */
  async function printerRow(p: Page, tab: 'Harness' | 'Box', printer: string): Promise<string[]> {
    await p.getByRole('tab', { name: tab }).click();
    const row = p.getByRole('row').filter({ has: p.getByRole('cell', { name: printer, exact: true }) });
    await row.waitFor();
    return row.getByRole('cell').allTextContents();
  }

  it("shows a print's printer usage on its own tab only: pallet labels on Box, harness labels on Harness", async () => {
    const p = page();
    // Only this test prints as admin, so the usage rows naming admin are its own prints'.
    await signIn(p, 'admin', { at: '/PalletLabelPrinting' });
    await replaceText(p, 'Label Quantity', '1');
    // The plant's default printer is filled in once the printer list has come.
    await expect.poll(() => input(p, 'Printer').inputValue()).not.toBe('');
    const palletPrinter = await input(p, 'Printer').inputValue();
    expect(await print(p, { confirm: false })).toContain('Printed successfully!!!');

    await openInApp(p, '/HarnessLabelPrinting');
    await chooseFirstPart(p);
    // Another printer, so each printer has had one kind of label from admin.
    await input(p, 'Printer').click();
    await p.getByRole('option').filter({ hasNotText: palletPrinter }).first().click();
    // The field shows the choice once the select has closed, a moment after the click.
    await expect.poll(() => input(p, 'Printer').inputValue()).not.toBe(palletPrinter);
    const harnessPrinter = await input(p, 'Printer').inputValue();
    if (await input(p, 'Prod Line').isVisible()) {
      await replaceText(p, 'Prod Line', 'L1');
      await replaceText(p, 'Prod Lot', 'A7');
    }
    expect(await print(p, { confirm: true })).toMatch(/^\d+ of \d+ labels? printed/);

    await openInApp(p, '/StatusUpdate');
    // User IP: the browser's address as the gateway sees it (the test's browser is on loopback).
    expect(await printerRow(p, 'Box', palletPrinter)).toEqual(expect.arrayContaining(['admin', '127.0.0.1']));
    expect(await printerRow(p, 'Box', harnessPrinter)).not.toContain('admin');
    expect(await printerRow(p, 'Harness', harnessPrinter)).toContain('admin');
    expect(await printerRow(p, 'Harness', palletPrinter)).not.toContain('admin');
  });

  it('saves a printer status toggle through the update call, and shows it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/StatusUpdate' });
    await p.getByRole('tab', { name: 'Box' }).click();
    const toggle = p.locator('tbody tr').first().getByRole('checkbox');
    await toggle.waitFor();
    const was = await toggle.isChecked();
    await toggle.click();
    expect(await p.getByTestId('grid-mode').textContent()).toContain('Edit');

    // Another tab asks first: No keeps the unsaved toggle, Yes drops it and loads afresh.
    const question = p.getByRole('dialog').filter({ hasText: 'Unsaved data exist. Are you sure you want to cancel?' });
    await p.getByRole('tab', { name: 'Other' }).click();
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await p.getByRole('tab', { name: 'Box' }).getAttribute('aria-selected')).toBe('true');
    expect(await toggle.isChecked()).toBe(!was);
    await p.getByRole('tab', { name: 'Other' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => p.getByRole('tab', { name: 'Other' }).getAttribute('aria-selected')).toBe('true');
    await p.getByRole('tab', { name: 'Box' }).click();
    await expect.poll(() => p.locator('tbody tr').first().getByRole('checkbox').isChecked()).toBe(was);

    await p.locator('tbody tr').first().getByRole('checkbox').click();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Are you sure you want to save?').waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p
      .getByText(/Status Successfully Updated|Saved|updated/i)
      .first()
      .waitFor();
    await screenshot(p, 'status-update-saved');

    await p.reload();
    await p.getByRole('tab', { name: 'Box' }).click();
    const after = p.locator('tbody tr').first().getByRole('checkbox');
    await expect.poll(() => after.isChecked()).toBe(!was);

    // Put it back, so the printer stays as it was for other tests.
    await after.click();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => p.getByTestId('grid-mode').textContent()).toContain('View');
  });
});
