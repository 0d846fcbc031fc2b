import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeOfScreen } from './support/axe.js';
import { screenshot, useBrowser } from './support/browser.js';
import { holdNextCall } from './support/held-call.js';
import { watchForMessage } from './support/messages.js';
import { openInApp } from './support/navigation.js';
import { signIn, signInSpanish } from './support/sign-in.js';

const pad2 = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const monthStart = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-01`;
const today = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
/** Parts of this run: the plant keeps every run's plans. */
const part = `E2E-${now.getTime().toString(36).toUpperCase()}`;
const badPart = `${part}-BAD`;
/** A ship-to warehouse, customer and group the small seed's history ships to on every server. */
const shipTo = { customer: 'GM', group: 'GM', warehouse: 'GM2' };

/** The number in 'Total Records: n'. */
async function total(p: Page): Promise<number> {
  const text =
    (await p
      .getByText(/^Total Records:/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Signs the admin in on Shipment Plan Maintenance, once its toolbar shows. */
async function openPlan(p: Page): Promise<void> {
  await signIn(p, 'admin', { at: '/ShipmentPlanMaintenanceMaster' });
  await p.getByRole('button', { name: 'Template' }).waitFor();
}

/** Shows only this run's rows of the grid (the search panel). */
async function findPart(p: Page, text: string): Promise<void> {
  await p.getByPlaceholder('Search...').fill(text);
}

async function downloadOf(p: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([p.waitForEvent('download'), click()]);
  return download;
}

async function importFile(p: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    p.waitForEvent('filechooser'),
    p.getByRole('button', { name: 'Import', exact: true }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles(file);
}

/** The template of the option, filled with `rows` under its own header, saved beside the download. */
async function fillTemplate(
  template: Download,
  rows: (string | number)[][],
): Promise<{ file: string; header: unknown[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await template.path());
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  sheet.addRows(rows);
  const file = `${await template.path()}-filled.xlsx`;
  await book.xlsx.writeFile(file);
  return { file, header };
}

/** A workbook's first sheet as rows of cell values. */
async function workbookRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const line = (sewsPartNo: string, shipDate: string, shipQty: number) => [
  sewsPartNo,
  '',
  'L1',
  shipTo.group,
  shipTo.customer,
  shipDate,
  shipTo.warehouse,
  0,
  shipQty,
];

/** A chart's legend texts, in order. */
const legendOf = (chart: Locator) => chart.locator('[class*="legendItemName"]').allInnerTexts();
/** A chart's x-axis tick texts (SVG text has no innerText). */
const ticksOf = (chart: Locator) =>
  chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick-value').allTextContents();
/** The Monday of the month start's week, as 'MM/dd' or 'dd/MM' and the year. */
function weekOfMonthStart(order: 'MM/dd' | 'dd/MM'): string {
  const d = new Date(now.getFullYear(), now.getMonth(), 1);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  const [dd, mm] = [pad2(d.getDate()), pad2(d.getMonth() + 1)];
  return `${order === 'MM/dd' ? `${mm}/${dd}` : `${dd}/${mm}`}/${d.getFullYear()}`;
}

describe('Shipping plan', () => {
  const { page } = useBrowser();

  it('imports the filled template, shows the rows and logs the import', async () => {
    const p = page();
    await openPlan(p);
    const template = await downloadOf(p, () => p.getByRole('button', { name: 'Template' }).click());
    expect(template.suggestedFilename()).toBe('ShipmentPlan_SH_Template.xlsx');
    const { file, header } = await fillTemplate(template, [line(part, monthStart, 30), line(part, today, 12)]);
    expect(header).toEqual([
      'SEWS Part No.',
      'Design Change',
      'Line Code',
      'Cust Group',
      'Customer Code',
      'Ship Date',
      'Ship To Whse',
      'Beg. Invt',
      'Ship Qty',
    ]);

    const imported = await watchForMessage(p, '2 record(s) imported successfully.');
    await importFile(p, file);
    await expect.poll(imported).toBe(true);
    await findPart(p, part);
    await expect.poll(() => total(p)).toBe(2);
    await screenshot(p, 'shipment-plan-maintenance');

    await openInApp(p, '/ShipmentPlanChangeLog');
    // A log is only read: its grid says so, as every grid says its mode.
    expect(await p.getByTestId('grid-mode').textContent()).toBe('Mode: View');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    const logged = p.locator('tbody tr', { hasText: part });
    await expect.poll(() => logged.count()).toBe(2);
    expect(await logged.first().textContent()).toContain('IMPORT');
    expect(await logged.first().textContent()).toContain('admin');

    // The log's export is the service's file, passed through under the name it gave.
    const log = await downloadOf(p, () => p.getByRole('button', { name: 'Export to Excel' }).click());
    expect(log.suggestedFilename()).toMatch(/^Shipment Plan Change Log \d{2}-\d{2}-\d{4}\.xlsx$/);
    const rows = await workbookRows(log);
    expect(rows[0]).toEqual(['Shipment Plan Change Log']);
    expect(rows.filter((r) => r.includes(part) && r.includes('IMPORT'))).toHaveLength(2);
    expect(rows.at(-1)).toEqual(['END OF REPORT']);
  });

  it('imports a plan for a customer whose code is longer than four characters, as its list offers it', async () => {
    const p = page();
    await openPlan(p);
    const template = await downloadOf(p, () => p.getByRole('button', { name: 'Template' }).click());
    // HONDA ships to HON2 on every server of the small seed; the part is not found by a search for `part`.
    const honda = `HONDA-${now.getTime().toString(36).toUpperCase()}`;
    const { file } = await fillTemplate(template, [[honda, '', 'L1', 'HONDA', 'HONDA', monthStart, 'HON2', 0, 5]]);
    const importedOne = await watchForMessage(p, '1 record(s) imported successfully.');
    await importFile(p, file);
    await expect.poll(importedOne).toBe(true);
    await findPart(p, honda);
    await expect.poll(() => total(p)).toBe(1);
  });

  it('refuses a file with a bad row: nothing is saved and the error detail is downloaded', async () => {
    const p = page();
    await openPlan(p);
    const template = await downloadOf(p, () => p.getByRole('button', { name: 'Template' }).click());
    const { file } = await fillTemplate(template, [line(badPart, monthStart, 5), line(badPart, today, 100_000)]);

    const detail = await downloadOf(p, () => importFile(p, file));
    expect(detail.suggestedFilename()).toBe('ShipmentPlan_SH_ImportErrors.txt');
    expect(readFileSync(await detail.path(), 'utf8')).toContain('Row 3: Ship Qty should be from 0 to 99999');
    // The message's <br/> is a line break: the rendered text (innerText) shows it, textContent would not.
    const toast = p.getByText('Importing process has failed.', { exact: false });
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line break is what is checked
    expect(await toast.innerText()).toBe(
      'Importing process has failed.\nError Detail file has been downloaded for more details.',
    );
    // Beside the button: how many of the file's rows were refused, and that none went in.
    expect(await p.getByTestId('import-progress').textContent()).toBe('1 of 2 rows refused; none imported');
    // The good row of the file was not saved either; this run's earlier rows are there.
    await findPart(p, part);
    await expect.poll(() => total(p)).toBe(2);
    await findPart(p, badPart);
    await expect.poll(() => total(p)).toBe(0);
  });

  it('exports the progress report of the plan against what was shipped, and keeps the range under 31 days', async () => {
    const p = page();
    await signIn(p, 'admin', { at: '/ShipmentPlanProgressReport' });
    const exportButton = p.getByRole('button', { name: 'Export to Excel' });
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    // Shipped is daily only: the frequency is fixed and the year and month are off.
    expect(await p.getByRole('radio', { name: 'Weekly' }).isDisabled()).toBe(true);
    expect(await p.getByRole('textbox', { name: 'Year' }).isDisabled()).toBe(true);

    const report = await downloadOf(p, () => exportButton.click());
    expect(report.suggestedFilename()).toMatch(/^Shipment Plan Progress Report .*\.xlsx$/);
    const rows = await workbookRows(report);
    expect(rows[0]).toEqual(['Shipment Plan Progress Report']);
    expect(rows[2]).toEqual(['SEWS Part No.', 'Ship To Whse', 'Period', 'Planned', 'Actual', 'Difference']);
    expect(rows).toContainEqual([
      part,
      shipTo.warehouse,
      // The period is a real date cell (exceljs reads it as a Date at UTC midnight).
      new Date(`${monthStart}T00:00:00Z`),
      30 + (monthStart === today ? 12 : 0),
      0,
      -30 - (monthStart === today ? 12 : 0),
    ]);
    expect(rows.at(-1)).toEqual(['END OF REPORT']);

    // Beside the export, the same plan against what the plant shipped, per day in the user's format.
    const chart = p.getByRole('figure', { name: 'Planned against shipped' });
    await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    expect(await legendOf(chart)).toEqual(['Planned', 'Shipped']);
    const [y, m, d] = monthStart.split('-');
    expect(await ticksOf(chart)).toContain(`${m}/${d}/${y}`);
    expect(await axeOfScreen(p)).toEqual([]);

    const from = p.getByRole('textbox', { name: 'Date From' });
    await from.fill('2026-1-1');
    await from.press('Enter');
    const to = p.getByRole('textbox', { name: 'Date To' });
    await to.fill('2026-2-1');
    await to.press('Enter');
    await p.getByText('[20100]Date Range Can not be more than 31 Days!').waitFor();
    expect(await exportButton.isDisabled()).toBe(true);

    // Produced chooses its frequency; weekly takes a year and month instead of the dates.
    await p.getByRole('radio', { name: 'Produced' }).check();
    await p.getByRole('radio', { name: 'Weekly' }).check();
    expect(await from.isDisabled()).toBe(true);
    expect(await p.getByRole('textbox', { name: 'Year' }).isEnabled()).toBe(true);
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    const produced = p.getByRole('figure', { name: 'Planned against produced' });
    await expect.poll(() => legendOf(produced)).toEqual(['Planned', 'Produced']);
    await expect.poll(() => ticksOf(produced)).toContain(`Week of ${weekOfMonthStart('MM/dd')}`);
    await screenshot(p, 'shipment-plan-progress-report');
  });

  it('deletes the whole plan after the confirmation, and logs it', async () => {
    const p = page();
    await openPlan(p);
    await findPart(p, part);
    await expect.poll(() => total(p)).toBe(2);
    await p.getByRole('button', { name: 'Delete All' }).click();
    await p.getByText('Are you sure you want to delete all?').waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText(/record\(s\) deleted successfully\./).waitFor();
    await expect.poll(() => total(p)).toBe(0);

    await openInApp(p, '/ShipmentPlanChangeLog');
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => p.locator('tbody tr', { hasText: 'DELETE ALL' }).filter({ hasText: part }).count()).toBe(2);
  });

  it('tells the size of a plan of thousands of rows as soon as it is picked, then how many went in', async () => {
    const p = page();
    await openPlan(p);
    const template = await downloadOf(p, () => p.getByRole('button', { name: 'Template' }).click());
    // Parts of their own: the other tests find this run's rows by `part`.
    const bulk = `BULK-${now.getTime().toString(36).toUpperCase()}`;
    const lines = Array.from({ length: 3000 }, (_, i) => line(`${bulk}-${i}`, monthStart, 1 + (i % 50)));
    const { file } = await fillTemplate(template, lines);

    // The plant's reply held: the user is told the size before it comes, with the time going by.
    const importing = await holdNextCall(p, 'ShipmentPlanMaintenanceMaster.import');
    await importFile(p, file);
    const progress = p.getByTestId('import-progress');
    await expect.poll(() => progress.textContent()).toMatch(/^Importing 3,000 rows…\d+:\d{2}$/);
    const imported = await watchForMessage(p, '3000 record(s) imported successfully.');
    await importing.answer();
    await expect.poll(() => progress.textContent()).toBe('3,000 rows imported');
    await expect.poll(imported).toBe(true);
    await findPart(p, bulk);
    await expect.poll(() => total(p)).toBe(3000);
  });
});

describe('Shipment Plan Progress in Spanish', () => {
  const { page } = useBrowser({ locale: 'es-MX' });

  it("charts what the seed's history produced per month and per week, in Spanish and day-first dates", async () => {
    const p = page();
    await p.setViewportSize({ width: 1366, height: 768 });
    await signInSpanish(p, 'admin');
    await openInApp(p, '/ShipmentPlanProgressReport');
    await p.getByRole('radio', { name: 'Producido' }).check();
    await p.getByRole('radio', { name: 'Mensual' }).check();
    const chart = p.getByRole('figure', { name: 'Planeado contra producido' });
    await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    expect(await legendOf(chart)).toEqual(['Planeado', 'Producido']);
    const month = now.toLocaleDateString('es-MX', { month: 'long', year: 'numeric' });
    // Each choice redraws the chart once the form settles: the month's one period at last.
    await expect.poll(() => ticksOf(chart)).toEqual([month]);
    await screenshot(p, 'shipment-plan-progress-chart-es');

    await p.getByRole('radio', { name: 'Semanal' }).check();
    await expect.poll(() => ticksOf(chart)).toContain(`Semana del ${weekOfMonthStart('dd/MM')}`);
  });
});
