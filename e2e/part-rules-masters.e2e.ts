import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, partRulesMessages } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cataloguePart } from '../packages/fake-services/src/seed/part-catalogue.js';
import { screenshot, useBrowser } from './support/browser.js';
import { watchForMessage } from './support/messages.js';
import { openInApp } from './support/navigation.js';
import { signIn, switchToSpanish } from './support/sign-in.js';

/** An editor of the first body row (a new row is added at the top); the filter row has the same labels. */
const newRowCell = (p: Page, label: string) => p.locator('tbody tr').first().getByRole('textbox', { name: label });
/** Two GM parts of JRZ1's seeded XREF (part-catalogue.ts), which have no FORD alert. */
const gmParts = Array.from({ length: 40 }, (_, i) => cataloguePart('JRZ1', i))
  .filter((part) => part.customerId === 'GM')
  .slice(0, 2) as [ReturnType<typeof cataloguePart>, ReturnType<typeof cataloguePart>];

/** The grid's data rows (not the 'No records' row). */
const dataRows = (p: Page) => p.locator('tbody tr[data-row-state]');

/** What each cell of a row shows: its editor's value, or its text (cells of this grid are editors). */
const cellValues = (row: Locator) =>
  row
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => td.querySelector('input')?.value ?? td.textContent?.trim() ?? ''));

async function saveWithConfirmation(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Save' }).click();
  await p.getByText('Are you sure you want to save?').waitFor();
  await p.getByRole('button', { name: 'Yes' }).click();
  await p.getByText('Saved Successfully').waitFor();
}

async function search(p: Page, text: string): Promise<void> {
  await p.getByPlaceholder('Search...').first().fill(text);
}

/** Picks the first part the lookup of a cell lists, and returns its row's texts. */
async function pickFirstPart(p: Page, label: string): Promise<string[]> {
  await p
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: `Find ${label}` })
    .click();
  const first = p.getByRole('dialog').getByRole('table', { name: 'Parts' }).locator('tbody tr').first();
  await first.waitFor();
  const texts = await first.locator('td').allTextContents();
  await first.click();
  return texts;
}

const dir = mkdtempSync(join(tmpdir(), 'h3-e2e-'));
async function workbook(name: string, rows: (string | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows([['SEWS Part No.', 'Design Level', 'Customer Id', 'Alert 1'], ...rows]);
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

async function upload(p: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    p.waitForEvent('filechooser'),
    p.getByRole('button', { name: 'Upload' }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles(file);
}

describe('Part Mapping Master', () => {
  const { page } = useBrowser();

  it('lets the planner map a short part picked from the lookup, save it, and find it after a reload', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/PartMappingMaster' });
    await dataRows(p).first().waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    // The grid asks the service's own SourceShortPartNumber / DestinationShortPartNumber.
    const asked: string[] = [];
    p.on('request', (r) => {
      const name = /\/trpc\/([^?]+)/.exec(r.url())?.[1] ?? '';
      for (const procedure of decodeURIComponent(name).split(','))
        if (procedure.startsWith('configuration.PartMappingMaster.')) asked.push(procedure);
    });

    // A source short part picked from the lookup fills its XREF part and level at once.
    const [, sourcePart, sourceLevel] = await pickFirstPart(p, 'Source Short Part No.');
    await expect.poll(() => newRowCell(p, 'Source SEWS Part No.').inputValue()).toBe(sourcePart);
    expect(await newRowCell(p, 'Source Design Level').inputValue()).toBe(sourceLevel);
    // A custom source short part is kept as typed; its part and level are typed too.
    await newRowCell(p, 'Source Short Part No.').fill('zq01');
    await newRowCell(p, 'Source Short Part No.').press('Enter');
    await newRowCell(p, 'Source SEWS Part No.').fill('82111-E2E01');
    await newRowCell(p, 'Source Design Level').fill('01');
    await newRowCell(p, 'Source Design Level').press('Enter');
    const [short, part, level] = await pickFirstPart(p, 'Destination Short Part No.');
    await p
      .locator('tbody tr')
      .first()
      .getByText(part ?? '', { exact: true })
      .waitFor();
    expect(await newRowCell(p, 'Destination Short Part No.').inputValue()).toBe(short);
    expect(asked).toEqual(
      expect.arrayContaining([
        'configuration.PartMappingMaster.sourceShortPart',
        'configuration.PartMappingMaster.destinationShortPart',
      ]),
    );
    await screenshot(p, 'part-mapping-adding');

    await saveWithConfirmation(p);
    await p.reload();
    await search(p, 'ZQ01');
    await p.getByText('Total Records: 1').waitFor();
    expect(await cellValues(dataRows(p).first())).toEqual(
      expect.arrayContaining(['ZQ01', '82111-E2E01', '01', short, part, level]),
    );
    await screenshot(p, 'part-mapping-found');
  });
});

describe('FORD Alert Master', () => {
  const { page } = useBrowser();

  it('imports a good workbook; a bad one shows every bad row and saves nothing', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/FORDAlertMaster' });
    await dataRows(p).first().waitFor();

    // Parts of the plant's XREF without an alert (the seed alerts FORD parts only); the customer
    // column of the file is not believed: the XREF's is saved.
    const [good, fine] = gmParts;
    const imported = await watchForMessage(p, '1 records imported successfully');
    await upload(p, await workbook('good.xlsx', [[good.sewsPartNo, good.sewsDesignLevel, 'FORD', 'CHECK CPA ON C4']]));
    await expect.poll(imported).toBe(true);
    await search(p, good.sewsPartNo);
    await p.getByText('Total Records: 1', { exact: true }).waitFor();
    expect(await cellValues(dataRows(p).first())).toEqual(
      expect.arrayContaining([good.sewsPartNo, good.sewsDesignLevel, 'GM', 'CHECK CPA ON C4']),
    );

    const bad = await workbook('bad.xlsx', [
      [fine.sewsPartNo, fine.sewsDesignLevel, 'GM', 'FINE ROW'],
      [null, '01', 'FORD', 'NO PART'],
      ['NOPE-PART-QA1', '01', 'FORD', 'IN NO XREF'],
    ]);
    await upload(p, bad);
    const refusal = p.getByRole('dialog');
    await refusal.getByText('The file has errors; nothing was saved').waitFor();
    expect(await refusal.getByRole('listitem').allTextContents()).toEqual([
      'Row 3: SEWS Part No. is required',
      "Row 4: 'NOPE-PART-QA1' is not a valid SEWS Part No.",
    ]);
    await screenshot(p, 'ford-alert-upload-refused');
    await p.keyboard.press('Escape');
    await search(p, fine.sewsPartNo);
    await p.getByText('Total Records: 0').waitFor();
  });

  it('edits an alert, saves it and sees it after a reload; the SEWS part is fixed once saved', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/FORDAlertMaster' });
    const first = dataRows(p).first();
    await first.waitFor();
    const partNo = (await first.locator('td').first().textContent()) ?? '';
    const alert2 = first.getByRole('textbox', { name: 'Alert 2' });
    await alert2.fill('E2E SECOND ALERT');
    await alert2.press('Enter');
    expect(await first.getByRole('textbox', { name: 'SEWS Part No.' }).count()).toBe(0);
    await saveWithConfirmation(p);
    await p.reload();
    await search(p, partNo);
    await p.getByText('Total Records: 1').waitFor();
    expect(await dataRows(p).first().getByRole('textbox', { name: 'Alert 2' }).inputValue()).toBe('E2E SECOND ALERT');
    await screenshot(p, 'ford-alert-edited');
  });

  it('lets admin delete all alerts of a plant after the confirmation', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/FORDAlertMaster' });
    await dataRows(p).first().waitFor();
    await p.getByRole('textbox', { name: 'Plant' }).click();
    await p.getByRole('option', { name: /^JRZ3 - / }).click();
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant' }).inputValue()).toMatch(/^JRZ3 - /);
    await dataRows(p).first().waitFor();
    await p.getByRole('button', { name: 'Delete All' }).click();
    await p.getByText('Are you sure you want to delete all?').waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText(/records deleted$/).waitFor();
    await p.getByText('Total Records: 0').waitFor();
  });
});

describe('Component Code Master', () => {
  const { page } = useBrowser();

  it('adds a code for a looked-up part, shows it yellow until DE and QA approve, also in the export', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/ComponentCodeMaster' });
    await dataRows(p).first().waitFor();
    await p.getByRole('button', { name: 'Add' }).click();
    const [, partNo, , customer] = await pickFirstPart(p, 'SEWS Part No.');
    // The part's customer and supplier codes come with it.
    await expect.poll(() => newRowCell(p, 'Customer Code').inputValue()).toBe(customer);
    expect(await newRowCell(p, 'Supplier Code').inputValue()).toMatch(/^SJ1\w{2}$/);
    await newRowCell(p, 'Component Code').pressSequentially('E2E-CC1');
    await newRowCell(p, 'Component Code').press('Enter');
    await saveWithConfirmation(p);

    await p.reload();
    await search(p, partNo ?? '');
    await p.getByText('Total Records: 1').waitFor();
    const row = dataRows(p).first();
    expect(await cellValues(row)).toEqual(expect.arrayContaining([partNo, customer, 'E2E-CC1']));
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    expect(await row.evaluate((tr) => getComputedStyle(tr).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(p, 'component-code-modified');

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Component Code Master \d{2}-\d{2}-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    let fill: ExcelJS.Fill | undefined;
    book.worksheets[0]?.eachRow((r) => {
      if ((r.values as unknown[]).includes('E2E-CC1')) fill = r.getCell(1).fill;
    });
    expect(fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } });

    // Admin's group is in both approve groups: approving both clears the highlight.
    await row.getByRole('checkbox', { name: 'DE Approval' }).check();
    await row.getByRole('checkbox', { name: 'QA Approval' }).check();
    await saveWithConfirmation(p);
    await p.reload();
    await search(p, partNo ?? '');
    await p.getByText('Total Records: 1').waitFor();
    const approved = dataRows(p).first();
    await approved.getByText('admin').first().waitFor();
    expect(await approved.getAttribute('data-highlighted')).toBeNull();
  });

  it("tells a part list that cannot be had in the spec's words, as a toast, on Component Code", async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/ComponentCodeMaster' });
    await dataRows(p).first().waitFor();
    // The network drops the part list, as a plant link that is down does.
    await p.route(/\/trpc\/[^?]*ComponentCodeMaster\.sewsPartNumbers(?!\w)/, (route) => route.abort('failed'));
    await p.getByRole('button', { name: 'Add' }).click();
    await p.locator('tbody tr').first().getByRole('button', { name: 'Find SEWS Part No.' }).click();
    const toasts = p.locator('.mantine-Notification-root');
    await toasts.getByText(partRulesMessages.partsUnreachable).waitFor();
    expect(await p.getByText('Failed to fetch').count()).toBe(0);
    expect(await toasts.getByText(messages.gatewayTimeout).count()).toBe(0);
  });

  it('keeps the approvals read-only for a group outside the approve groups', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/ComponentCodeMaster' });
    const first = dataRows(p).first();
    await first.waitFor();
    expect(await first.getByRole('checkbox', { name: 'DE Approval' }).isEditable()).toBe(false);
    expect(await first.getByRole('checkbox', { name: 'QA Approval' }).isEditable()).toBe(false);
  });
});

describe('Uploads without the create right', () => {
  const { page } = useBrowser();

  it('shows the viewer a disabled Upload and why on FORD Alert and Component Code Master, in English and Spanish', async () => {
    const p = page();
    await signIn(p, 'viewer');
    for (const [upload, reason] of [
      ['Upload', 'You do not have permission to upload on this screen.'],
      ['Cargar', 'No tiene permiso para cargar archivos en esta pantalla.'],
    ] as const) {
      if (upload === 'Cargar') await switchToSpanish(p);
      for (const route of ['FORDAlertMaster', 'ComponentCodeMaster']) {
        await openInApp(p, `/${route}`);
        await p.getByText(reason).waitFor();
        expect(await p.getByRole('button', { name: upload, exact: true }).isDisabled(), route).toBe(true);
      }
    }
  });
});
