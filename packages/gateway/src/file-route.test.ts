import { messages, XLSX_TYPE } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { sessionCheck, startStrictService } from './test/strict-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';

/** A real template workbook, as a service would send it. */
const book = new ExcelJS.Workbook();
book.addWorksheet('Shipment Plan').addRow(['SEWS Part No.', 'Ship Date', 'Ship Qty']);
const template = Buffer.from(await book.xlsx.writeBuffer());
const NAME = 'ShipmentPlan_SH_Template.xlsx';
const GET_TEMPLATE = '/shipping/ShipmentplanMaintenanceMaster/GetTemplate';

/**
 * A strict stand-in of the shipping service, not our fake plant: it takes only the calls the spec
 * writes, exactly (path with its case, parameters where the spec puts them), and answers the
 * template as a file with its type, name and length, or a JSON error.
 */
const service = await startStrictService([
  sessionCheck,
  {
    method: 'GET',
    path: GET_TEMPLATE,
    query: ['type'],
    required: ['type'],
    body: 'none',
    reply: (request) =>
      request.query.type === 'SH'
        ? { file: { name: NAME, type: XLSX_TYPE, bytes: template } }
        : { status: 404, json: { message: messages.noRecords } },
  },
  {
    method: 'GET',
    path: '/shipping/ShipmentPlanProgressReport/Export',
    // The export parameters; the spec sends Accept-Language with it.
    query: [
      'plantId',
      'sewsPartNo',
      'shipToWhse',
      'customerCode',
      'year',
      'month',
      'from',
      'to',
      'status',
      'frequency',
      'type',
      'exportDate',
      'exportTime',
    ],
    required: ['plantId', 'status', 'frequency'],
    body: 'none',
    headers: { 'accept-language': /\S/ },
    reply: { status: 500, json: { message: 'Disk full' } },
  },
]);

const SCREEN = 'ShippingPlan/ShipmentPlanMaintenanceMaster';
const planner = await signToken({
  sub: 'planner',
  prm: { [SCREEN]: 'R', 'ShippingPlan/ShipmentPlanProgressReport': 'R' },
});
const nobody = await signToken({ sub: 'nobody', prm: {} });
let app: FastifyInstance;

const file = (procedure: string, input: unknown, token: string | null = planner, language = 'ES') =>
  app.inject({
    method: 'GET',
    url: `/api/file/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const TEMPLATE = 'shipping.ShipmentPlanMaintenanceMaster.template';

beforeAll(async () => {
  app = await buildGateway({
    serviceUrls: serviceUrlsAt(service.url),
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'silent',
    webDist: null,
  });
});
afterEach(() => {
  service.reset();
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe('GET /api/file/<procedure>', () => {
  it("passes the service's template on as it came: the same bytes, type, name and length", async () => {
    const res = await file(TEMPLATE, { type: 'SH' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(template)).toBe(true);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(`filename="${NAME}"`);
    expect(res.headers['content-length']).toBe(String(template.length));
    // The wire the spec writes: its path and case, the option as `type`, the user's own token.
    const [sent, ...more] = service.sent();
    expect([sent?.method, sent?.path, sent?.query, sent?.refused, more]).toEqual([
      'GET',
      GET_TEMPLATE,
      { type: 'SH' },
      undefined,
      [],
    ]);
    expect(sent?.headers.authorization).toBe(`Bearer ${planner}`);
    expect(sent?.headers.accept).toContain(XLSX_TYPE);
    expect(sent?.headers['accept-language']).toBe('ES');
  });

  it("answers the service's JSON error with its message, and a service failure as 502", async () => {
    const empty = await file(TEMPLATE, { type: 'PROD' });
    expect([empty.statusCode, empty.json()]).toEqual([404, { message: messages.noRecords }]);
    const progress = { plantId: 'JRZ1', status: 0, frequency: 0, from: '2026-03-01', to: '2026-03-05', type: 0 };
    const failed = await file('shipping.ShipmentPlanProgressReport.export', progress);
    expect([failed.statusCode, failed.json()]).toEqual([502, { message: 'Disk full' }]);
    expect(service.sent().map((r) => r.refused)).toEqual([undefined, undefined]);
  });

  it('checks the token, the right and the input before calling the service', async () => {
    const signedOut = await file(TEMPLATE, { type: 'SH' }, null);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: messages.sessionExpired }]);
    expect((await file(TEMPLATE, { type: 'SH' }, nobody)).statusCode).toBe(403);
    const bad = await file(TEMPLATE, { type: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^type: /);
    expect(service.sent()).toEqual([]);
  });

  it('knows only the calls that answer files', async () => {
    expect((await file('shipping.ShipmentPlanMaintenanceMaster.years', {})).statusCode).toBe(404);
    expect((await file('no.such.call', {})).statusCode).toBe(404);
  });

  it('is no tRPC procedure', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/${TEMPLATE}?input=${encodeURIComponent(JSON.stringify({ type: 'SH' }))}`,
      headers: { authorization: `Bearer ${planner}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
