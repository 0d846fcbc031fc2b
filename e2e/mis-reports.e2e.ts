import type { SearchReport } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cellText } from '../packages/web/src/kit/date/format-date.js';
import { screenshot, useBrowser } from './support/browser.js';
import { dayText, typeDates as typeDatesAs } from './support/dates.js';
import { openInApp } from './support/navigation.js';
import { signIn, switchToSpanish } from './support/sign-in.js';

const CLICK_SEARCH = 'Click on Search Icon to get Results';

/** The number in 'Total Records: n'. */
async function total(p: Page): Promise<number> {
  const text = (await p.getByTestId('total-records').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const searchButton = (p: Page) => p.getByRole('button', { name: 'Search', exact: true });

/** Signs the viewer in on a report and waits until its defaults (the active plant) are known and Search is open. */
async function openReport(p: Page, route: string): Promise<void> {
  await signIn(p, 'viewer', { at: route });
  await p.getByText(CLICK_SEARCH).waitFor();
  await expect.poll(() => searchButton(p).isEnabled()).toBe(true);
}

/** Picks the first item the lookup offers (the lookups page their items ten at a time). */
async function pickFirst(p: Page, label: string): Promise<string> {
  await p.getByRole('textbox', { name: label, exact: true }).click();
  const option = p.getByRole('option').first();
  await option.waitFor();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

/** Presses Search and waits for the rows: the search locks the filters. */
async function searchRows(p: Page): Promise<number> {
  await searchButton(p).click();
  // Generous: the machine is shared, and a search on a loaded plant can take a while.
  await expect.poll(() => total(p), { timeout: 30_000 }).toBeGreaterThan(0);
  await p.locator('tbody tr').first().waitFor();
  expect(await searchButton(p).isDisabled()).toBe(true);
  return total(p);
}

interface ReportCase {
  /** Filters to set beyond the defaults (today, the active plant, this year and month). */
  prepare?: (p: Page) => Promise<void>;
}

/** Every report with a search, by its screen key: a report without its line does not type-check. */
const reportCases = {
  InventoryReport: {},
  ShipmentReport: {},
  InTransitReport: {
    prepare: async (p) => {
      await p.getByRole('radio', { name: 'Both' }).check();
    },
  },
  ReturnProductsReport: { prepare: (p) => typeDates(p, '01/01/2026', todayText()) },
  ReceiptReport: { prepare: (p) => typeDates(p, daysAgoText(27), todayText()) },
  LabelPrintedbutnotShippedReport: { prepare: (p) => typeDates(p, daysAgoText(27), todayText()) },
  ArchiveSummary: {
    prepare: async (p) => {
      await p.getByRole('radio', { name: 'Box' }).check();
      await pickFirst(p, 'Box No.');
    },
  },
  PrintShipment: {},
  INTERPLANTSHIPMENTREPORT: { prepare: (p) => typeDates(p, daysAgoText(27), todayText()) },
  PhysicalInventoryReport: {},
  CycleCountReport: { prepare: (p) => typeDates(p, daysAgoText(27), todayText()) },
  ReturnASNReport: { prepare: (p) => typeDates(p, daysAgoText(27), todayText()) },
  INCOMPLETESHIPMENTREPORT: { prepare: (p) => typeDates(p, daysAgoText(27), todayText()) },
  OverShipmentTraceReport: {},
  BoxHarnessReport: {
    prepare: async (p) => {
      await p.getByRole('textbox', { name: 'Box Serial No' }).fill('jrz1b00000001');
    },
  },
} satisfies Record<SearchReport, ReportCase>;
const reports = Object.entries(reportCases).map(([key, c]: [string, ReportCase]) => ({ route: `/${key}`, ...c }));

const todayText = () => dayText(0, 'MDY');
const daysAgoText = (days: number) => dayText(days, 'MDY');
/** Types both dates in the demo users' format (EN: MM/dd/yyyy). */
const typeDates = (p: Page, from: string, to: string) => typeDatesAs(p, ['Date From', 'Date To'], [from, to]);

/** Every row of the result, page after page (ten a page), as the grid's cells read. */
async function gridRows(p: Page, count: number): Promise<string[][]> {
  const rows: string[][] = [];
  const pages = Math.ceil(count / 10);
  for (let n = 1; n <= pages; n++) {
    if (n > 1) {
      const before = await p.locator('tbody tr').first().textContent();
      // The pager's page buttons; after page n is shown, page n + 1 is always among them.
      await p
        .locator('.mantine-Pagination-root')
        .getByRole('button', { name: `Page ${n}`, exact: true })
        .click();
      await expect.poll(() => p.locator('tbody tr').first().textContent()).not.toBe(before);
    }
    rows.push(
      ...(await p
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))),
    );
  }
  return rows;
}

/**
 * A workbook cell as the grid shows it. A date cell is read back as the services' text
 * ('yyyy-MM-dd', or 'yyyy-MM-dd HH:mm:ss' when its format has a time; to the nearest second, as a
 * day fraction carries float error) and then shown as the grid shows that text, in the demo users'
 * format (MM/dd/yyyy).
 */
function shownText({ value, numFmt }: ExcelJS.Cell): string {
  if (!(value instanceof Date)) return cellText(value, 'MM/dd/yyyy');
  const serviceText = new Date(Math.round(value.getTime() / 1000) * 1000)
    .toISOString()
    .slice(0, String(numFmt).includes('hh') ? 19 : 10)
    .replace('T', ' ');
  return cellText(serviceText, 'MM/dd/yyyy');
}

/** The rows of a downloaded workbook, cells as the grid shows them, and how many are date cells. */
async function workbookRows(download: Download): Promise<{ rows: string[][]; dates: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  let dates = 0;
  book.worksheets[0]?.eachRow((row) => {
    const cells = Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1));
    dates += cells.filter((c) => c.value instanceof Date).length;
    rows.push(cells.map(shownText));
  });
  return { rows, dates };
}

async function exportReport(p: Page): Promise<Download> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    p.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  return download;
}

describe('MIS reports', () => {
  const { page } = useBrowser();

  it.each(reports)(
    '$route searches with valid filters, shows rows, locks the filters, and clears',
    async ({ route, prepare }) => {
      const p = page();
      await openReport(p, route);
      expect(await total(p)).toBe(0);
      // Every report with two dates says why it holds Search (some were silent).
      const dates = ['Date From', 'Date To'].map((name) => p.getByRole('textbox', { name, exact: true }));
      if (await dates[0]?.count()) {
        const shown = await Promise.all(dates.map((d) => d.inputValue()));
        // Three days back: Receipt takes a date to one day before the date from.
        await typeDates(p, todayText(), daysAgoText(3));
        await p.getByText('Date from can not be after Date to.').waitFor();
        expect(await searchButton(p).isDisabled()).toBe(true);
        await typeDates(p, shown[0] ?? '', shown[1] ?? '');
        await expect.poll(() => searchButton(p).isEnabled()).toBe(true);
      }
      await prepare?.(p);
      await searchRows(p);
      await screenshot(p, `mis-report${route.replace('/', '-')}`);

      await p.getByRole('button', { name: 'Clear' }).click();
      await p.getByText(CLICK_SEARCH).waitFor();
      expect(await total(p)).toBe(0);
      expect(await searchButton(p).isEnabled()).toBe(true);
    },
  );

  it('keeps Search and Export disabled while the date range breaks the window, and says why', async () => {
    const p = page();
    await openReport(p, '/ShipmentReport');

    await typeDates(p, '01/01/2026', '06/30/2026');
    await p.getByText('Date Range Can not be more than 91 Days!').waitFor();
    expect(await searchButton(p).isDisabled()).toBe(true);
    expect(await p.getByRole('button', { name: 'Export to Excel' }).isDisabled()).toBe(true);
    await screenshot(p, 'mis-report-shipment-bad-range');

    await typeDates(p, '03/10/2026', '03/09/2026');
    await p.getByText('Date from can not be after Date to.').waitFor();
    expect(await searchButton(p).isDisabled()).toBe(true);

    await typeDates(p, '12/31/1999', '03/09/2026');
    await p.getByText('Date can not be before 01/01/2000.').waitFor();
    expect(await searchButton(p).isDisabled()).toBe(true);

    await typeDates(p, '01/01/2026', '04/02/2026');
    await expect.poll(() => searchButton(p).isEnabled()).toBe(true);
    expect(await p.getByRole('alert').count()).toBe(0);

    // A blank date is the search call's own rule, told when Search is pressed.
    const from = p.getByRole('textbox', { name: 'Date From' });
    await from.fill('');
    await from.press('Tab');
    await searchButton(p).click();
    await p.getByText('[20265] Date from and Date to Cannot Be Blank.').waitFor();
    expect(await total(p)).toBe(0);
    await p.getByText(CLICK_SEARCH).waitFor();
  });

  it('takes a Return Products summary of 364 days from the date typed, and says so of 365', async () => {
    const p = page();
    await openReport(p, '/ReturnProductsReport');
    await p.getByRole('radio', { name: 'Summary' }).check();
    await typeDates(p, '11/24/2025', '11/23/2026');
    await expect.poll(() => searchButton(p).isEnabled()).toBe(true);
    expect(await p.getByRole('alert').count()).toBe(0);
    await typeDates(p, '11/24/2025', '11/24/2026');
    await p.getByText('Date Range Can not be more than 364 Days!').waitFor();
    expect(await searchButton(p).isDisabled()).toBe(true);
  });

  it.each([
    {
      // The service writes this one (LabelPrintedButNotShipped/Export); the gateway passes it on.
      route: '/LabelPrintedbutnotShippedReport',
      file: /^Label Printed but not Shipped \d{2}-\d{2}-\d{4}\.xlsx$/,
      prepare: (p: Page) => typeDates(p, daysAgoText(27), todayText()),
    },
    {
      route: '/ShipmentReport',
      file: /^Shipment Report \d{2}-\d{2}-\d{4}\.xlsx$/,
      prepare: async (p: Page) => {
        await p.getByRole('radio', { name: 'Detail' }).check();
      },
    },
    {
      route: '/ArchiveSummary',
      file: /^Archive Summary \d{2}-\d{2}-\d{4}\.xlsx$/,
      prepare: async (p: Page) => {
        await pickFirst(p, 'ASN No.');
      },
    },
    {
      route: '/CycleCountReport',
      // A one-word title, as the spec writes BoxHarnessReport_date: its date after _.
      file: /^cycleCountReport_\d{2}-\d{2}-\d{4}\.xlsx$/,
      prepare: (p: Page) => typeDates(p, daysAgoText(27), todayText()),
    },
  ])('$route exports the whole result, every page of it, as the grid shows it', async ({ route, file, prepare }) => {
    const p = page();
    await openReport(p, route);
    await prepare(p);
    const count = await searchRows(p);
    const shown = await gridRows(p, count);
    expect(shown).toHaveLength(count);

    const download = await exportReport(p);
    expect(download.suggestedFilename()).toMatch(file);
    const { rows, dates } = await workbookRows(download);
    expect(rows.at(-1)).toEqual(['END OF REPORT']);
    // Title, date and time, header; then the rows.
    expect(rows.slice(3, -1)).toEqual(shown);
    // Dates are written as date cells, not text.
    expect(dates).toBeGreaterThan(0);
  });

  it('opens an over-shipment row onto its ASNs and colours shipped and remaining by the sign of remaining', async () => {
    const p = page();
    await openReport(p, '/OverShipmentTraceReport');
    await searchRows(p);

    const styles = await p
      .locator('tbody tr:not(.mantine-Table-tr-detail-panel)')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).style.color)),
      );
    // The expand column, then the contract's columns: shipped is the 7th, remaining the 9th.
    const shippedAt = 7;
    const remainingAt = 9;
    const colours = new Set(styles.map((cells) => cells[remainingAt]));
    expect([...colours].every((c) => /var\(--mantine-color-(red|green|blue)-7\)/.test(c ?? ''))).toBe(true);
    for (const cells of styles) expect(cells[shippedAt]).toBe(cells[remainingAt]);

    await p.getByRole('button', { name: 'Expand', exact: true }).first().click();
    const details = p.getByRole('table', { name: 'Shipment details' });
    await details.getByRole('row').nth(1).waitFor();
    const headers = await details.getByRole('columnheader').allTextContents();
    expect(headers).toContain('ASN Number');
    // The ASNs' ship dates in the user's format (MM/dd/yyyy), not as the service writes them.
    const shipDates = await details
      .locator(`tbody td:nth-child(${headers.indexOf('Ship Date') + 1})`)
      .allTextContents();
    expect(shipDates.length).toBeGreaterThan(0);
    for (const date of shipDates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    // Only the expanded row asked for its details.
    expect(await p.getByRole('table', { name: 'Shipment details' }).count()).toBe(1);
    await screenshot(p, 'mis-report-over-shipment-expanded');
  });

  it('downloads the three spreadsheets of the picked ASN, and asks for one when several are listed, in English and Spanish', async () => {
    const p = page();
    await signIn(p, 'viewer');
    await switchToSpanish(p);
    await openInApp(p, '/PrintShipment');
    await p.getByText('Haga clic en el icono de búsqueda para obtener resultados').waitFor();
    const buscar = p.getByRole('button', { name: 'Buscar', exact: true });
    await expect.poll(() => buscar.isEnabled()).toBe(true);
    await buscar.click();
    // The list's export and the documents' download are named apart; the download shows once ASNs are listed.
    const descargar = p.getByRole('button', { name: 'Descargar documentos de embarque', exact: true });
    await descargar.click();
    // The spec's message, in Spanish.
    await p.getByText('Seleccione un No. de ASN.').waitFor();
    expect(await p.getByRole('button', { name: 'Exportar a Excel', exact: true }).count()).toBe(1);
    await screenshot(p, 'mis-report-print-shipment-es');

    await openReport(p, '/PrintShipment');
    await searchRows(p);
    await p.getByRole('button', { name: 'Download shipping documents', exact: true }).click();
    await p.getByText('Select an ASN No.').waitFor();
    expect(await p.getByRole('button', { name: 'Export to Excel', exact: true }).count()).toBe(1);

    await p.getByRole('button', { name: 'Clear' }).click();
    const asn = (await pickFirst(p, 'ASN')).split(' ')[0] ?? '';
    expect(await searchRows(p)).toBe(1);
    const downloads: Download[] = [];
    p.on('download', (d) => downloads.push(d));
    await p.getByRole('button', { name: 'Download shipping documents' }).click();
    await expect.poll(() => downloads.length).toBe(3);
    expect(downloads.map((d) => d.suggestedFilename().replace(/_.*$/, ''))).toEqual([
      'PackingList',
      'PackingListSummary',
      'DeliveryList',
    ]);
    const { rows: packing } = await workbookRows(downloads[0] as Download);
    expect(packing.flat().join(' ')).toContain(asn);
    expect(packing.at(-1)).toEqual(['END OF REPORT']);
    // The Delivery List's Ship Date and Pallet Load Dates are date cells in the user's order, as downloaded.
    const delivery = new ExcelJS.Workbook();
    await delivery.xlsx.readFile(await (downloads[2] as Download).path());
    const sheet = delivery.worksheets[0] as ExcelJS.Worksheet;
    const rows = sheet.getRows(1, sheet.rowCount) ?? [];
    const shipDate = rows.find((r) => r.getCell(1).value === 'Ship Date')?.getCell(2);
    expect(shipDate?.value).toBeInstanceOf(Date);
    expect(shipDate?.numFmt).toBe('mm/dd/yyyy hh:mm:ss');
    const header = rows.find((r) => (r.values as unknown[]).includes('Pallet Load Date'));
    if (!header) throw new Error('no Pallet Load Date column');
    const column = (header.values as unknown[]).indexOf('Pallet Load Date');
    const loaded = rows.filter((r) => r.number > header.number && typeof r.getCell(1).value === 'string');
    const loadDates = loaded.map((r) => r.getCell(column).value).filter((v) => v !== null);
    expect(loadDates.length).toBeGreaterThan(0);
    for (const value of loadDates) expect(value).toBeInstanceOf(Date);
  });
});
