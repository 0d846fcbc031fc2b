import { addDays, MAX_TAKE, messages } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from '../test/plant.js';
import { trpc } from '../test/trpc-http.js';

const env = await startPlantBehindGateway();
const { token } = await env.signIn('viewer');
afterAll(() => env.close());

const columns = [
  { field: 'location_cd', label: 'Location Code' },
  { field: 'location_nm', label: 'Location Name' },
  { field: 'default_loc', label: 'Default' },
];
/** POST /api/export in English, UTC, as the viewer. */
const exportOf = (payload: { procedure: string; loadOptions: object; title: string; columns: object[] }) =>
  env.app.inject({
    method: 'POST',
    url: '/api/export',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...payload, language: 'EN', timeZone: 'UTC' },
  });
const exportLocations = (loadOptions: object) =>
  exportOf({ procedure: 'configuration.LocationMaster.list', loadOptions, title: 'Location Master', columns });

describe('export from the fake plant', () => {
  it('holds exactly the rows the grid shows for the same filter and sort, in order', async () => {
    const loadOptions = { sort: [{ selector: 'location_nm', desc: true }], filter: ['location_cd', '<>', ''] };
    const grid = await trpc(
      env.app,
      'configuration.LocationMaster.list',
      { ...loadOptions, take: MAX_TAKE },
      { token },
    );
    const shown = (grid.data as { data: { location_cd: string; location_nm: string; default_loc: boolean }[] }).data;
    expect(shown.length).toBeGreaterThan(0);

    const res = await exportLocations(loadOptions);
    expect(res.statusCode).toBe(200);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows.slice(3, -1)).toEqual(shown.map((r) => [r.location_cd, r.location_nm, r.default_loc ? 'Yes' : 'No']));
    expect(rows.at(-1)).toEqual(['END OF REPORT']);
  });

  it('holds a report’s rows as its grid shows them, dates as date cells', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const loadOptions = { plantID: 'JRZ1', dateFrom: addDays(today, -27), dateTo: today, reportOption: 'D' };
    const grid = await trpc(env.app, 'report.ShipmentReport.search', { ...loadOptions, take: MAX_TAKE }, { token });
    const shown = (grid.data as { data: { boxSerialNumber: string; qty: number; shipDate: string }[] }).data;
    expect(shown.length).toBeGreaterThan(100);
    const res = await exportOf({
      procedure: 'report.ShipmentReport.search',
      loadOptions,
      title: 'Shipment Report',
      columns: [
        { field: 'boxSerialNumber', label: 'Box Serial' },
        { field: 'qty', label: 'Qty' },
        { field: 'shipDate', label: 'Ship Date' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows[2]).toEqual(['Box Serial', 'Qty', 'Ship Date']);
    expect(rows.slice(3, -1)).toEqual(
      shown.map((r) => [r.boxSerialNumber, r.qty, new Date(`${r.shipDate.replace(' ', 'T')}Z`)]),
    );
  });

  it("answers '[20024]No records found' when nothing matches", async () => {
    const res = await exportLocations({ filter: ['location_cd', '=', 'NOSUCH'] });
    expect([res.statusCode, res.json()]).toEqual([404, { message: messages.noRecords }]);
  });
});
