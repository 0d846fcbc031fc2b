import { demandMessages } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { type StubReply, type StubRequest, startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';
import { trpc } from './test/trpc-http.js';

/**
 * The gateway against a strict stand-in of the real services (not our fake plant): it answers
 * only the requests the spec describes, where the spec puts each parameter, and otherwise 404.
 * Each test sets how the call the spec describes is answered.
 */
const PRINT = 'POST /demand/PalletLabelPrinting/Print';
const GRID = 'GET /configuration/LocationMaster';
let answer: (req: StubRequest) => StubReply = () => ({ status: 500 });

function route(req: StubRequest): string {
  const url = new URL(req.url, 'http://stand-in');
  return `${req.method} ${url.pathname}`;
}

/** The calls these tests make, as the spec writes them. */
const SPEC_ROUTES = [
  PRINT,
  GRID,
  'POST /import/RetransmitASNToCustoms/Retransmit',
  'POST /import/RetransmitASNCentralToCustoms/Retransmit',
  'POST /configuration/AccountCalendar/generatevalues',
  'GET /demand/SpecialBoxLabelPrinting/GetDetail',
  'GET /rework/DeleteReInspectedBox/ActivePlant',
];
const stub = await startStubService((req) =>
  SPEC_ROUTES.includes(route(req)) ? answer(req) : { status: 404, body: { message: `No route ${route(req)}` } },
);
const token = await signToken({
  sub: 'planner',
  prm: {
    'DemandPrinting/PalletLabelPrinting': 'RC',
    'DemandPrinting/BoxLabelPrinting': 'R',
    'ConfigurationMasters/LocationMaster': 'R',
    'ConfigurationMasters/AccountCalendar': 'RC',
    'ImportExport/RetransmitASNtoCustoms': 'RU',
    'ImportExport/RetransmitASNCentraltoCustoms': 'RU',
    'ReworkReinspection/DeleteReinspectedBox': 'R',
  },
});
const pallet = { LabelQty: 2, printerName: 'ZEBRA01', Speed: 4 };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildGateway({ jwtSecret: TEST_JWT_SECRET, serviceUrls: serviceUrlsAt(stub.url), logLevel: 'silent' });
});
afterEach(() => {
  stub.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const print = (headers: Record<string, string> = {}) =>
  trpc(app, 'demand.PalletLabelPrinting.print', pallet, { token, headers });

describe('a refused print, in the service’s words (spec 2 section 8)', () => {
  it('shows ASP.NET’s errors map as its values, one per line', async () => {
    answer = () => ({
      status: 400,
      body: {
        title: 'One or more validation errors occurred.',
        errors: { LabelQty: ['must be 1 to 999'], printerName: ['The printer is offline.', 'Try another.'] },
      },
    });
    const out = await print();
    expect(out.status).toBe(400);
    expect(out.error?.message).toBe('must be 1 to 999\nThe printer is offline.\nTry another.');
    expect(out.error?.data.issues).toEqual(['must be 1 to 999', 'The printer is offline.', 'Try another.']);
  });

  it('shows errorData.message', async () => {
    answer = () => ({ status: 400, body: { errorData: { message: 'Part not printable today' } } });
    expect((await print()).error?.message).toBe('Part not printable today');
  });

  it('says the spec’s words when the service says nothing: a client error, or an internal one', async () => {
    answer = () => ({ status: 422, raw: '' });
    expect((await print()).error?.message).toBe(demandMessages.clientError);
    answer = () => ({ status: 500, raw: '<html>oops</html>' });
    expect((await print()).error?.message).toBe(demandMessages.serverError);
    answer = () => ({ status: 500, body: { message: 'Printer table locked' } });
    expect((await print()).error?.message).toBe('Printer table locked');
  });

  it('sends the user’s language as Accept-Language, which the spec sends on prints', async () => {
    answer = () => ({ body: { message: 'ok' } });
    await print({ 'accept-language': 'ES' });
    expect(stub.requests[0]?.headers['accept-language']).toBe('ES');
  });
});

describe('a refusal of any other call', () => {
  it('reads errorData.message and the errors map too, and names the status when the service says nothing', async () => {
    const list = () => trpc(app, 'configuration.LocationMaster.list', {}, { token });
    answer = () => ({ status: 400, body: { errorData: { message: 'Filter not understood' } } });
    expect((await list()).error?.message).toBe('Filter not understood');
    answer = () => ({ status: 400, body: { errors: { take: ['take must be positive'] } } });
    expect((await list()).error?.message).toBe('take must be positive');
    answer = () => ({ status: 400, raw: '' });
    expect((await list()).error?.message).toBe('Service error 400');
    // No Accept-Language where the spec sends none.
    expect(stub.requests.at(-1)?.headers['accept-language']).toBeUndefined();
  });
});

describe('parameters where the spec puts them', () => {
  const queryOf = (req: StubRequest | undefined) =>
    Object.fromEntries(new URL(req?.url ?? '/', 'http://s').searchParams);

  it('retransmits with the ASN (and the date, all) in the query string', async () => {
    answer = () => ({ body: { message: 'Retransmitted', transmissions: [] } });
    await trpc(app, 'import.RetransmitASNtoCustoms.retransmit', { asnNumber: 'ASN0001' }, { token });
    expect(queryOf(stub.requests[0])).toEqual({ asnNumber: 'ASN0001' });
    await trpc(app, 'import.RetransmitASNCentraltoCustoms.retransmit', { date: '2026-03-09', all: true }, { token });
    expect(queryOf(stub.requests[1])).toEqual({ date: '2026-03-09', all: 'true' });
  });

  it('generates an account calendar year with the year in the query string', async () => {
    answer = () => ({ body: { message: 'Generated', statusText: 'OK' } });
    const out = await trpc(app, 'configuration.AccountCalendar.generateValues', { year: 2027 }, { token });
    expect(out.ok).toBe(true);
    expect(queryOf(stub.requests[0])).toEqual({ year: '2027' });
  });

  it('reads the box detail from SpecialBoxLabelPrinting/GetDetail for a user of the Box screen', async () => {
    answer = () => ({
      body: {
        custDesignLevel: 'A',
        custDesc: 'Harness',
        lblHrPartNo: 'P1',
        lblBarPartNo: 'PP1',
        lblHrDesign: 'A',
        lbBarDesign: 'DA',
        piecesperbox: 10,
        keyvalue: '7',
      },
    });
    const input = { plantid: 'JRZ1', sewsPartNo: '7100-1234', sewsDesginLevel: 'A' };
    const out = await trpc(app, 'demand.SpecialBoxLabelPrinting.getDetail', input, { token });
    expect(out.ok).toBe(true);
    expect(route(stub.requests[0] as StubRequest)).toBe('GET /demand/SpecialBoxLabelPrinting/GetDetail');
  });

  it('takes the active plant of Delete Re-inspected Box as a list whose first item has the Id', async () => {
    answer = () => ({ body: [{ Id: 'JRZ1' }] });
    const out = await trpc(app, 'rework.DeleteReinspectedBox.activePlant', {}, { token });
    expect(out.data).toEqual([{ Id: 'JRZ1' }]);
  });
});
