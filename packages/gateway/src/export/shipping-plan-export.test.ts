import { firstOfMonth, messages, shippingMessages, XLSX_TYPE } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from '../test/plant.js';
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
/** A file call through the gateway's file route, in the user's language. */
const fileOf = (procedure: string, input: object, language = 'EN') =>
  env.app.inject({
    method: 'GET',
    url: `/api/file/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
/** Date text as the workbook holds it: a real date cell, read back as a Date. */
const cell = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v);
const daily = { plantId: 'JRZ1', status: 0, frequency: 0, from: firstOfMonth(), to: today };
const progress = 'shipping.ShipmentPlanProgressReport.export';

describe('shipping plan files through the file route', () => {
  it('passes on the progress report the service writes: the plan against what the history shipped', async () => {
    const res = await fileOf(progress, { ...daily, type: 0, exportDate: '2026/03/18', exportTime: '09:15:00' }, 'ES');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('Shipment Plan Progress Report 18-03-2026.xlsx');
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows.slice(0, 3)).toEqual([
      ['Shipment Plan Progress Report'],
      ['Fecha: 18/03/2026 Hora: 09:15:00'],
      ['SEWS Part No.', 'Ship To Whse', 'Period', 'Planned', 'Actual', 'Difference'],
    ]);
    // The new part was planned and never shipped; the seed's history shipped other parts.
    expect(rows).toContainEqual([part, 'GM2', cell(firstOfMonth()), 40, 0, -40]);
    expect(rows.slice(3, -1).some((r) => Number(r[4]) > 0)).toBe(true);
    expect(rows.at(-1)).toEqual(['FIN DEL REPORTE']);
  });

  it('passes on the plan error report: the plan rows whose part the XREF lacks', async () => {
    const { rows } = await readWorkbook((await fileOf(progress, { ...daily, type: 1 })).rawPayload);
    expect(rows[0]).toEqual(['Shipment Plan Error Report']);
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

  it("refuses a daily range of 31 days with the spec's message, and passes on no records as such", async () => {
    const long = await fileOf(progress, { ...daily, from: '2026-01-01', to: '2026-02-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(shippingMessages.progressRange);
    const none = await fileOf(progress, { ...daily, sewsPartNo: 'NO-SUCH-PART' });
    expect([none.statusCode, none.json()]).toEqual([404, { message: messages.noRecords }]);
  });

  it('passes on the template of an option, which the import reads', async () => {
    const res = await fileOf('shipping.ShipmentPlanMaintenanceMaster.template', { type: 'PROD' });
    expect(res.headers['content-disposition']).toContain('ShipmentPlan_PROD_Template.xlsx');
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Prod Date');
  });

  it('exports the plan grid of a plant, option, year and month, and passes on the change log of the insert', async () => {
    const grid = await exportOf(
      'shipping.ShipmentPlanMaintenanceMaster.list',
      { ...plan, year: now.getFullYear(), month: now.getMonth() + 1, filter: ['sewsPartNo', '=', part] },
      'Shipment Plan Maintenance',
      { sewsPartNo: 'SEWS Part No.', shipDate: 'Ship Date', shipQty: 'Ship Qty' },
    );
    expect((await readWorkbook(grid.rawPayload)).rows.slice(3, -1)).toEqual([[part, cell(firstOfMonth()), 40]]);

    const log = await fileOf('shipping.ShipmentPlanChangeLog.export', {
      plantId: 'JRZ1',
      sewsPartNo: part,
      from: today,
      to: today,
    });
    expect(log.statusCode).toBe(200);
    const { rows } = await readWorkbook(log.rawPayload);
    expect(rows[0]).toEqual(['Shipment Plan Change Log']);
    expect(rows.slice(3, -1).map((r) => [r[1], r[3], r[6]])).toEqual([['INSERT', part, 'admin']]);
  });
});
