import { firstOfMonth, messages, progressReports, shippingMessages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from '../test/plant.js';
import { readWorkbook } from '../test/read-workbook.js';
import { trpc } from '../test/trpc-http.js';

const env = await startPlantBehindGateway();
const { token } = await env.signIn('admin');
afterAll(() => env.close());

const now = new Date();
const today = now.toISOString().slice(0, 10);
const plan = { option: 'SH', plantId: 'JRZ1' } as const;
const part = `EXP-${now.getTime().toString(36).toUpperCase()}`;
await trpc(
  env.app,
  'shipping.ShipmentPlanMaintenanceMaster.save',
  {
    inserted: [
      {
        ...plan,
        sewsPartNo: part,
        lineCode: 'L1',
        custGroup: 'GM',
        customerCode: 'GM',
        shipDate: firstOfMonth(),
        shipToWhse: 'GM2',
        shipQty: 40,
      },
    ],
    updated: [],
    deleted: [],
  },
  { token },
);

const exportOf = (procedure: string, loadOptions: object, title: string, columns: Record<string, string>) =>
  env.app.inject({
    method: 'POST',
    url: '/api/export',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      procedure,
      loadOptions,
      title,
      columns: Object.entries(columns).map(([field, label]) => ({ field, label })),
      language: 'EN',
    },
  });
/** Date text as the workbook holds it: a real date cell, read back as a Date. */
const cell = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v);
const daily = { plantId: 'JRZ1', status: 0, frequency: 0, from: firstOfMonth(), to: today };

describe('shipping plan workbooks through the export route', () => {
  it('writes the progress report: the plan against what the history shipped, as the progress call answers', async () => {
    const { title, columns } = progressReports.progress;
    const res = await exportOf('shipping.ShipmentPlanProgressReport.progress', daily, title, columns);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Shipment Plan Progress Report');
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows[0]).toEqual([title]);
    expect(rows[2]).toEqual(Object.values(columns));
    const answered = await trpc(
      env.app,
      'shipping.ShipmentPlanProgressReport.progress',
      { ...daily, take: 5000 },
      { token },
    );
    const data = (answered.data as { data: Record<string, unknown>[] }).data;
    // An empty text is an empty cell.
    expect(rows.slice(3, -1)).toEqual(
      data.map((r) => Object.keys(columns).map((c) => (r[c] === '' ? undefined : cell(r[c])))),
    );
    // The new part was planned and never shipped; the seed's history shipped other parts.
    expect(rows).toContainEqual([part, 'GM2', cell(firstOfMonth()), 40, 0, -40]);
    expect(data.some((r) => Number(r.actual) > 0)).toBe(true);
    expect(rows.at(-1)).toEqual(['END OF REPORT']);
  });

  it('writes the plan error report: the plan rows whose part the XREF lacks', async () => {
    const { title, columns } = progressReports.planErrors;
    const res = await exportOf('shipping.ShipmentPlanProgressReport.planErrors', daily, title, columns);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows.slice(3, -1)).toContainEqual([
      expect.any(Number),
      part,
      'GM',
      'GM',
      'GM2',
      cell(firstOfMonth()),
      shippingMessages.unknownPart,
    ]);
  });

  it("refuses a daily range of 31 days with the spec's message, and answers no records as such", async () => {
    const { title, columns } = progressReports.progress;
    const long = await exportOf(
      'shipping.ShipmentPlanProgressReport.progress',
      { ...daily, from: '2026-01-01', to: '2026-02-01' },
      title,
      columns,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(shippingMessages.progressRange);
    const none = await exportOf(
      'shipping.ShipmentPlanProgressReport.progress',
      { ...daily, sewsPartNo: 'NO-SUCH-PART' },
      title,
      columns,
    );
    expect([none.statusCode, none.json()]).toEqual([404, { message: messages.noRecords }]);
  });

  it('exports the plan grid of a plant, option, year and month, and the change log of the insert', async () => {
    const grid = await exportOf(
      'shipping.ShipmentPlanMaintenanceMaster.list',
      { ...plan, year: now.getFullYear(), month: now.getMonth() + 1, filter: ['sewsPartNo', '=', part] },
      'Shipment Plan Maintenance',
      { sewsPartNo: 'SEWS Part No.', shipDate: 'Ship Date', shipQty: 'Ship Qty' },
    );
    expect((await readWorkbook(grid.rawPayload)).rows.slice(3, -1)).toEqual([[part, cell(firstOfMonth()), 40]]);

    const log = await exportOf(
      'shipping.ShipmentPlanChangeLog.list',
      { plantId: 'JRZ1', sewsPartNo: part, from: today, to: today },
      'Shipment Plan Change Log',
      { action: 'Action', sewsPartNo: 'SEWS Part No.', changedBy: 'Changed By' },
    );
    expect(log.statusCode).toBe(200);
    expect((await readWorkbook(log.rawPayload)).rows.slice(3, -1)).toEqual([['INSERT', part, 'admin']]);
  });
});
