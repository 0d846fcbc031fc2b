import { messages, reportMessages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from '../test/plant.js';
import { readWorkbook } from '../test/read-workbook.js';
import { trpc } from '../test/trpc-http.js';
import { reportDate } from './report-date.js';

const env = await startPlantBehindGateway();
const { token } = await env.signIn('viewer');
afterAll(() => env.close());

const download = (payload: object) =>
  env.app.inject({
    method: 'POST',
    url: '/api/print-shipment',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const asns = await trpc(env.app, 'report.PrintShipment.asnNumbers', { skip: 0, take: 1 }, { token });
const ASN = (asns.data as { data: { value: string }[] }).data[0]?.value as string;

describe('POST /api/print-shipment', () => {
  it("streams the ASN's packing list: title, date, its head, every box, totals and END OF REPORT", async () => {
    const list = await trpc(env.app, 'report.PrintShipment.packingList', { ASN }, { token });
    const boxes = (list.data as { data: Record<string, unknown>[] }).data;
    expect(boxes.length).toBeGreaterThan(0);

    const res = await download({ ASN, list: 'PL', language: 'ES', timeZone: 'UTC' });
    expect(res.statusCode).toBe(200);
    const { date, fileDate } = reportDate(new Date(), 'ES', 'UTC');
    expect(res.headers['content-disposition']).toContain(`filename="PackingList_${fileDate}.xlsx"`);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows[0]).toEqual(['Packing List']);
    expect(String(rows[1]?.[0])).toMatch(new RegExp(`^Date: ${date.replaceAll('/', '\\/')} Time: `));
    expect(rows[2]).toEqual(['ASN No', expect.stringContaining(ASN)]);
    const header = rows.findIndex((r) => r[0] === 'Master Label');
    const body = rows.slice(header + 1, -2);
    expect(body).toEqual(
      boxes.map((b) => [
        b.masterLabelSerialNumber,
        b.palletNumber,
        b.boxSerialNumber,
        b.sewsPartNo,
        b.sewsDesignLevel,
        b.custPartNo,
        b.custDesignLevel,
        b.qty,
      ]),
    );
    const pieces = boxes.reduce((sum, b) => sum + (b.qty as number), 0);
    expect(rows.at(-2)).toEqual(['Total Boxes', boxes.length, 'Total Quantity', pieces]);
    expect(rows.at(-1)).toEqual(['END OF REPORT']);
  });

  it('names the summary and delivery lists after the spec, with the same totals', async () => {
    for (const [list, name] of [
      ['PS', 'PackingListSummary'],
      ['DL', 'DeliveryList'],
    ] as const) {
      const res = await download({ ASN, list });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="${name}_`);
      const { rows } = await readWorkbook(res.rawPayload);
      expect(rows.at(-1)).toEqual(['END OF REPORT']);
      const pl = await readWorkbook((await download({ ASN, list: 'PL' })).rawPayload);
      expect(rows.at(-2)).toEqual(pl.rows.at(-2));
    }
  });

  it("answers '[20024]No records found' for an ASN that has not shipped, and asks for an ASN", async () => {
    const unknown = await download({ ASN: 'NOSUCHASN', list: 'PL' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: messages.noRecords }]);
    const blank = await download({ ASN: '', list: 'DL' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, `ASN: ${reportMessages.selectAsn}`]);
  });

  it('needs a session', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/print-shipment', payload: { ASN, list: 'PL' } });
    expect([res.statusCode, res.json().message]).toEqual([401, messages.sessionExpired]);
  });
});
