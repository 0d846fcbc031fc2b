import { type Access, flattenTree, registry, services, XLSX_TYPE } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { loadConfig } from './config.js';
import { type Expectation, startStrictService } from './test/strict-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';
import { trpc } from './test/trpc-http.js';

/**
 * What the gateway sends to services that take only what section 7 of the spec writes: each
 * service is a strict recorder (not our fake plant), reached through its FGSS_<SERVICE>_URL.
 */

const json = (type: string) => new RegExp(`^${type}`);
const template = await (async () => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Template').addRow(['SEWS Part No', 'Ship To Whse', 'Quantity']);
  return Buffer.from(await book.xlsx.writeBuffer());
})();

const LOCATION = '/configuration/LocationMaster';
const routes: Expectation[] = [
  // The gateway asks the authentication service whether a token still stands (our own call).
  { method: 'GET', path: '/auth/authentication/session', body: 'none', reply: { json: { username: 'planner' } } },
  // The generic grid store: "batch insert, update and delete with rows sent as arrays".
  ...(['DELETE', 'PUT', 'POST'] as const).map((method) => ({
    method,
    path: LOCATION,
    body: 'rows' as const,
    headers: { 'content-type': json('application/json') },
    reply: { json: { message: 'Saved Successfully', statusText: 'OK' } },
  })),
  {
    method: 'POST',
    path: '/demand/BoxLabelPrinting/Print',
    body: 'object',
    headers: { 'accept-language': /^es\b/i },
  },
  {
    method: 'GET',
    path: '/shipping/ShipmentplanMaintenanceMaster/GetTemplate',
    query: ['type'],
    required: ['type'],
    body: 'none',
    reply: { file: { name: 'ShipmentPlanTemplate.xlsx', type: XLSX_TYPE, bytes: template } },
  },
  {
    method: 'POST',
    path: '/import/RetransmitASNToCustoms/Retransmit',
    query: ['asnNumber'],
    required: ['asnNumber'],
    body: 'none',
  },
  { method: 'POST', path: '/doi/DOIMaintenance', body: 'rows' },
  {
    method: 'DELETE',
    path: '/shipping/ShipmentPlanMaintenanceMaster/DeleteAll',
    query: ['option', 'plantId', 'year', 'month'],
    required: ['option', 'plantId', 'year', 'month'],
    body: 'none',
  },
];

const service = await startStrictService(routes);
/** Each service at its own base address, as a plant's FGSS_<SERVICE>_URL settings name them. */
const env = Object.fromEntries(services.map((s) => [`FGSS_${s.toUpperCase()}_URL`, `${service.url}/${s}`]));

/** A token with every right on the screens of the named procedures. */
async function tokenFor(names: string[]) {
  const screens = flattenTree(registry)
    .filter(({ name }) => names.includes(name))
    .map(({ node }) => node.access as Access & { module?: string; screen?: string })
    .filter((access) => access.module && access.screen);
  return signToken({
    sub: 'planner',
    prm: Object.fromEntries(screens.map((a) => [`${a.module}/${a.screen}`, 'RCUD'])),
  });
}

/** The requests the gateway sent for the call under test (not its session checks). */
const sent = () => service.requests.filter((r) => r.path !== '/auth/authentication/session');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildGateway({
    jwtSecret: TEST_JWT_SECRET,
    serviceUrls: loadConfig(env, { jwtSecret: TEST_JWT_SECRET }).serviceUrls,
    logLevel: 'silent',
    webDist: null,
  });
});
afterEach(() => {
  service.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe('the gateway against strict stand-ins of the real services', () => {
  it('saves a master grid with the spec’s delete, update and insert calls, each a bare array of rows', async () => {
    const name = 'configuration.LocationMaster.save';
    const inserted = [{ location_cd: 'WH9', location_nm: 'Warehouse 9' }];
    const updated = [{ id: 1, location_cd: 'WH1', location_nm: 'Main warehouse', default_loc: true }];
    const deleted = [{ id: 2 }];
    await trpc(app, name, { inserted, updated, deleted }, { token: await tokenFor([name]) });
    expect(sent().map((r) => [r.method, r.path, r.body, r.refused])).toEqual([
      ['DELETE', LOCATION, [expect.objectContaining({ id: 2 })], undefined],
      ['PUT', LOCATION, [expect.objectContaining(updated[0])], undefined],
      ['POST', LOCATION, [expect.objectContaining(inserted[0])], undefined],
    ]);
  });

  it('prints with a JSON body and the user’s language as Accept-Language', async () => {
    const name = 'demand.BoxLabelPrinting.print';
    const request = {
      PlantId: 'JRZ3',
      PrinterName: 'ZEBRA-01',
      QuantityInBox: 10,
      NumberOfLabels: 1,
      NumberOfCopies: 1,
      Speed: 4,
      ProductionDate: new Date().toISOString().slice(0, 10),
      KEYVALUE: 'K1',
      LabelFormat: 'BOX01',
    };
    await trpc(app, name, request, { token: await tokenFor([name]), headers: { 'accept-language': 'ES' } });
    const [print] = sent();
    expect(print).toMatchObject({ method: 'POST', path: '/demand/BoxLabelPrinting/Print', body: request });
    expect(print?.headers['accept-language']).toMatch(/^es\b/i);
    expect(print?.refused).toBeUndefined();
  });

  it('passes a template file from the service to the browser unchanged: bytes, type and name', async () => {
    const name = 'shipping.ShipmentPlanMaintenanceMaster.template';
    const res = await app.inject({
      method: 'GET',
      url: `/api/file/${name}?input=${encodeURIComponent(JSON.stringify({ type: 'SH' }))}`,
      headers: { authorization: `Bearer ${await tokenFor([name])}` },
    });
    expect(sent().map((r) => [r.method, r.path, r.query, r.refused])).toEqual([
      ['GET', '/shipping/ShipmentplanMaintenanceMaster/GetTemplate', { type: 'SH' }, undefined],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('ShipmentPlanTemplate.xlsx');
    expect(res.rawPayload.equals(template)).toBe(true);
  });

  it('retransmits an ASN with its number in the query string and nothing in the body', async () => {
    const name = 'import.RetransmitASNtoCustoms.retransmit';
    await trpc(app, name, { asnNumber: 'ASN000123' }, { token: await tokenFor([name]) });
    expect(sent().map((r) => [r.method, r.path, r.query, r.refused])).toEqual([
      ['POST', '/import/RetransmitASNToCustoms/Retransmit', { asnNumber: 'ASN000123' }, undefined],
    ]);
  });

  it('saves DOI rows as a bare array', async () => {
    const name = 'doi.DOIMaintenance.save';
    const rows = [{ harnessSerialNo: 'H0000001', option: 'Reserve', controlNo: 'CTL-1' }];
    await trpc(app, name, rows, { token: await tokenFor([name]) });
    expect(sent().map((r) => [r.method, r.path, r.body, r.refused])).toEqual([
      ['POST', '/doi/DOIMaintenance', rows, undefined],
    ]);
  });

  it('deletes a shipment plan month with its keys in the query string', async () => {
    const name = 'shipping.ShipmentPlanMaintenanceMaster.deleteAll';
    const keys = { option: 'SH', plantId: 'JRZ3', year: 2026, month: 11 };
    await trpc(app, name, keys, { token: await tokenFor([name]) });
    expect(sent().map((r) => [r.method, r.path, r.query, r.refused])).toEqual([
      [
        'DELETE',
        '/shipping/ShipmentPlanMaintenanceMaster/DeleteAll',
        { option: 'SH', plantId: 'JRZ3', year: '2026', month: '11' },
        undefined,
      ],
    ]);
  });

  it('is refused by the stand-in when it sends what the spec does not', async () => {
    const res = await fetch(`${service.url}${LOCATION}`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ rows: [] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The body must be a JSON array of rows' });
    const batch = await fetch(`${service.url}${LOCATION}/Batch`, {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
    });
    expect(batch.status).toBe(400);
  });
});
