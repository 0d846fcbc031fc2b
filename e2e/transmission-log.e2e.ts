import { importExportMessages } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { customsReceiver, plantCall } from './support/customs.js';
import { openInApp } from './support/navigation.js';
import { PASSWORD, signIn, switchToSpanish } from './support/sign-in.js';

/**
 * The Transmission Log in the browser: an ASN retransmitted to customs, which the partner
 * rejects, is found by its number with its control numbers and a rejected badge; View shows the
 * 856 one segment a line and the partner's 997; the export holds the rows the grid shows.
 */

/**
 * Retransmits, as the planner, the latest shipped ASN never sent to customs (another browser file on
 * the same stack may have sent the latest: a second sending is a replacement), as the retransmit
 * screen would.
 */
async function retransmitAsn(): Promise<string> {
  const { token } = await plantCall<{ token: string }>('auth.authentication.token', {
    username: 'planner',
    password: PASSWORD,
    servername: 'FGSSMX01',
    domain: 'SEWSMX',
  });
  const asns = await plantCall<{ data: { value: string }[] }>(
    'import.RetransmitASNtoCustoms.asnNumbers',
    { skip: 0, take: 20 },
    { token },
  );
  let asn = '';
  for (const { value } of asns.data) {
    const sent = await plantCall<{ data: unknown[] }>(
      'import.TransmissionLog.search',
      { asnNumber: value, skip: 0, take: 1 },
      { token },
    );
    if (sent.data.length === 0) {
      asn = value;
      break;
    }
  }
  expect(asn).not.toBe('');
  const sent = await plantCall<{ message: string }>(
    'import.RetransmitASNtoCustoms.retransmit',
    { asnNumber: asn },
    { token, idempotencyKey: `log-e2e-${Date.now()}` },
  );
  expect(sent.message).toBe(importExportMessages.retransmitted(1));
  return asn;
}

/** The grid's rows as text, by column header (the row actions' column has none). */
async function gridRows(p: Page): Promise<Record<string, string>[]> {
  const headers = await p.locator('thead th').evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? ''));
  const cells = await p
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  return cells.map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i] ?? ''])));
}

/** The data rows of a downloaded workbook, by the header row's captions (the first is `first`). */
async function workbookRows(path: string, first = 'ASN Number'): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text));
  });
  const at = rows.findIndex((r) => r[0] === first);
  const header = rows[at] ?? [];
  // After the header: the data rows, then the end-of-report line.
  return rows.slice(at + 1, -1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

describe('Transmission Log', () => {
  const { page } = useBrowser();
  afterEach(() => customsReceiver({ ack: 'accept', ackDelayMs: 0 }));

  it('lists a retransmitted ASN with its control numbers, shows its 856 and 997, and exports the same rows', async () => {
    await customsReceiver({ ack: 'reject', ackDelayMs: 0 });
    const asn = await retransmitAsn();

    const p = page();
    await signIn(p, 'planner', { at: '/TransmissionLog' });
    await p.getByRole('textbox', { name: 'ASN Number', exact: true }).fill(asn.toLowerCase());
    await p.getByRole('button', { name: 'Search', exact: true }).click();
    const newest = p.locator('tbody tr').first();
    await newest.locator('[data-state="rejected"]').waitFor();
    const [row] = await gridRows(p);
    expect(row).toMatchObject({
      'ASN Number': asn,
      Purpose: 'Original',
      State: 'Rejected',
      'HTTP Result': 'Delivered to customs',
    });
    expect(row?.ISA13).toMatch(/^\d{9}$/);
    expect(row?.ST02).toMatch(/^\d{4,9}$/);
    expect(row?.['997 Reason']).not.toBe('');
    await screenshot(p, 'transmission-log');

    await newest.getByRole('button', { name: 'View' }).click();
    const sent = (await p.getByTestId('x12-856').textContent())?.split('\n') ?? [];
    expect(sent[0]).toMatch(/^ISA\*/);
    expect(sent[0]).toContain(`*${row?.ISA13}*`);
    expect(sent.find((s) => s.startsWith('BSN*'))).toContain(`*${asn}*`);
    expect(sent.every((s) => s.endsWith('~'))).toBe(true);
    const ack = (await p.getByTestId('x12-997').textContent())?.split('\n') ?? [];
    expect(ack.find((s) => s.startsWith('AK9*'))).toMatch(/^AK9\*R\*/);
    await screenshot(p, 'transmission-log-view');
    await p.keyboard.press('Escape');
    await p.getByTestId('x12-856').waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Transmission Log .*\.xlsx$/);
    const exported = await workbookRows(await download.path());
    const shown = await gridRows(p);
    const columns = ['ASN Number', 'Purpose', 'ISA13', 'GS06', 'ST02', 'HTTP Result', 'State'] as const;
    const pick = (r: Record<string, string>) => columns.map((c) => r[c]);
    expect(exported.map(pick)).toEqual(shown.map(pick));
  });

  it("exports in the user's language: Spanish headers, purpose and state", async () => {
    await customsReceiver({ ack: 'reject', ackDelayMs: 0 });
    const asn = await retransmitAsn();

    const p = page();
    await signIn(p, 'planner', { at: '/TransmissionLog' });
    await switchToSpanish(p);
    await openInApp(p, '/TransmissionLog');
    await p.getByRole('textbox', { name: 'Número de ASN', exact: true }).fill(asn);
    await p.getByRole('button', { name: 'Buscar', exact: true }).click();
    await p.locator('tbody tr').first().locator('[data-state="rejected"]').waitFor();
    const [row] = await gridRows(p);
    expect(row).toMatchObject({ 'Número de ASN': asn, Propósito: 'Original', Estado: 'Rechazado' });

    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    const [first] = await workbookRows(await download.path(), 'Número de ASN');
    expect(first).toMatchObject({ 'Número de ASN': asn, Propósito: 'Original', Estado: 'Rechazado' });
    expect(first?.ISA13).toBe(row?.ISA13);
  });
});
