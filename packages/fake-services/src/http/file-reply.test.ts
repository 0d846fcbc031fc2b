import { addDays, type CallName, messages, XLSX_TYPE } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlant } from '../plant.js';
import { type PlantClient, startTestPlant } from '../testing.js';

let plant: FakePlant;
let client: PlantClient;
let token: string;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant());
  token = await client.signIn('admin', 'FGSSMX01');
}, 120_000);
afterAll(() => plant.close());

const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const today = local(new Date());
const stamp = { exportDate: '2026/03/18', exportTime: '07:05:09' };

/** A file call as the gateway sends it, in `language`. */
const file = (name: CallName, input: Record<string, unknown>, language = 'ES') =>
  client.callUnchecked(name, input, { token, language });

/** The first ASN the Print Shipment lookup offers. */
async function shippedAsn(): Promise<string> {
  const reply = await client.callUnchecked('report.PrintShipment.asnNumbers', { skip: 0, take: 1 }, { token });
  return (reply.body as unknown as { data: { value: string }[] }).data[0]?.value ?? '';
}

/** Each file call with inputs that find rows in the small seed, and its title. */
const cases: [CallName, () => Promise<Record<string, unknown>>, string][] = [
  [
    'report.ReturnProductsReport.export',
    async () => ({ plantID: 'JRZ1', reportOption: 'D', dateFrom: addDays(today, -89), dateTo: today }),
    'Return Products Report',
  ],
  [
    'report.LabelPrintedbutnotShippedReport.export',
    async () => ({ plantID: 'JRZ1', reportOption: 'B', dateFrom: addDays(today, -180), dateTo: today, ...stamp }),
    'Label Printed but not Shipped',
  ],
  ['report.PrintShipment.exportPL', async () => ({ ASN: await shippedAsn(), ...stamp }), 'Packing List'],
  ['report.PrintShipment.exportPS', async () => ({ ASN: await shippedAsn(), ...stamp }), 'Summary Packing List'],
  ['report.PrintShipment.exportDL', async () => ({ ASN: await shippedAsn(), ...stamp }), 'Delivery List'],
];

describe('the file calls answer spreadsheets', () => {
  it.each(cases)('%s: title, date line, header, rows with real dates, END OF REPORT', async (name, input, title) => {
    const reply = await file(name, await input());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows, types } = await readWorkbook(reply.body as unknown as Buffer);
    expect(rows[0]).toEqual([title]);
    expect(String(rows[1]?.[0])).toMatch(/^Fecha: \d{2}\/\d{2}\/\d{4} Hora: \d{2}:\d{2}:\d{2}$/);
    expect(rows.at(-1)).toEqual(['FIN DEL REPORTE']);
    expect(rows.length).toBeGreaterThan(4);
    // Date text of the service is a date cell (ExcelJS.ValueType.Date).
    expect(types.has(4)).toBe(true);
  });

  it('writes the date the caller sent, day first in Spanish, and names the file after it (spec 3 section 9)', async () => {
    const ASN = await shippedAsn();
    const es = await file('report.PrintShipment.exportPL', { ASN, ...stamp }, 'ES');
    expect(es.disposition).toContain(`filename="PackingList_18-03-2026.xlsx"`);
    const esBook = await readWorkbook(es.body as unknown as Buffer);
    // The spec's Print Shipment exports send the date only: the time is the service's.
    expect(String(esBook.rows[1]?.[0])).toMatch(/^Fecha: 18\/03\/2026 Hora: \d{2}:\d{2}:\d{2}$/);
    expect(esBook.sheet.getCell('A1').font?.bold).toBe(true);
    const en = await file('report.PrintShipment.exportPL', { ASN, ...stamp }, 'EN');
    expect(en.disposition).toContain(`filename="PackingList_03-18-2026.xlsx"`);
    const enBook = await readWorkbook(en.body as unknown as Buffer);
    expect(String(enBook.rows[1]?.[0])).toMatch(/^Date: 03\/18\/2026 Time: /);
    // The date cells follow the language's order too.
    const dateFormats = (book: typeof esBook) => {
      const formats = new Set<string>();
      book.sheet.eachRow((row) => row.eachCell((c) => c.type === 4 && formats.add(c.numFmt)));
      return [...formats];
    };
    expect(dateFormats(esBook).every((f) => f.startsWith('dd/mm/yyyy'))).toBe(true);
    expect(dateFormats(enBook).every((f) => f.startsWith('mm/dd/yyyy'))).toBe(true);
  });

  it("answers '[20024]No records found' when there is nothing to write", async () => {
    const reply = await file('report.LabelPrintedbutnotShippedReport.export', {
      plantID: 'NOPLANT',
      reportOption: 'H',
      dateFrom: today,
      dateTo: today,
    });
    expect([reply.status, reply.body]).toEqual([404, { message: messages.noRecords }]);
  });

  it('answers the template as a file of the type the spec names', async () => {
    const reply = await file('shipping.ShipmentPlanMaintenanceMaster.template', { type: 'SH' });
    expect(reply.status).toBe(200);
    expect(reply.disposition).toContain('ShipmentPlan_SH_Template.xlsx');
    expect((reply.body as unknown as Buffer).subarray(0, 2).toString()).toBe('PK');
    expect(XLSX_TYPE).toContain('spreadsheetml');
  });
});
