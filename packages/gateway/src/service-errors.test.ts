import { demandMessages } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { type Expectation, sessionCheck, startStrictService } from './test/strict-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';
import { trpc, trpcBatch } from './test/trpc-http.js';

/**
 * The gateway against a strict stand-in of the real services (not our fake plant): it takes only
 * the calls these tests make, each as the spec writes it, and refuses anything else. Each test
 * sets how the call it makes is answered.
 */
const PRINT = '/demand/PalletLabelPrinting/Print';
const LOCATION = '/configuration/LocationMaster';
const DETAIL = '/demand/SpecialBoxLabelPrinting/GetDetail';
/** The query of a DevExtreme grid read. */
const GRID_QUERY = [
  'skip',
  'take',
  'requireTotalCount',
  'sort',
  'filter',
  'isCountQuery',
  'group',
  'requireGroupCount',
  'totalSummary',
  'groupSummary',
  'searchExpr',
  'searchOperation',
  'searchValue',
];
const routes: Expectation[] = [
  sessionCheck,
  {
    method: 'POST',
    path: PRINT,
    body: 'object',
    members: ['LabelQty', 'printerName', 'Speed'],
    headers: { 'accept-language': /^es$/i },
  },
  { method: 'GET', path: LOCATION, query: GRID_QUERY, body: 'none' },
  {
    method: 'POST',
    path: '/import/RetransmitASNToCustoms/Retransmit',
    query: ['asnNumber'],
    required: ['asnNumber'],
    body: 'none',
  },
  {
    method: 'POST',
    path: '/import/RetransmitASNCentralToCustoms/Retransmit',
    query: ['asnNumber', 'date', 'all'],
    body: 'none',
  },
  {
    method: 'POST',
    path: '/configuration/AccountCalendar/generatevalues',
    query: ['year'],
    required: ['year'],
    body: 'none',
  },
  {
    method: 'GET',
    path: DETAIL,
    query: ['plantid', 'sewsPartNo', 'sewsDesginLevel', 'labelFormat'],
    required: ['plantid', 'sewsPartNo', 'sewsDesginLevel'],
    body: 'none',
  },
  { method: 'GET', path: '/rework/DeleteReInspectedBox/ActivePlant', body: 'none' },
];
const stub = await startStrictService(routes);
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
  stub.reset();
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

// The web sends the user's language, which the spec passes on with a print.
const print = () =>
  trpc(app, 'demand.PalletLabelPrinting.print', pallet, { token, headers: { 'accept-language': 'ES' } });

describe('a refused print, in the service’s words (spec 2 section 8)', () => {
  it('shows ASP.NET’s errors map as its values, one per line', async () => {
    stub.answer('POST', PRINT, {
      status: 400,
      json: {
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
    stub.answer('POST', PRINT, { status: 400, json: { errorData: { message: 'Part not printable today' } } });
    expect((await print()).error?.message).toBe('Part not printable today');
  });

  it('says the spec’s words when the service says nothing: a client error, or an internal one', async () => {
    stub.answer('POST', PRINT, { status: 422, text: '' });
    expect((await print()).error?.message).toBe(demandMessages.clientError);
    stub.answer('POST', PRINT, { status: 500, text: '<html>oops</html>' });
    expect((await print()).error?.message).toBe(demandMessages.serverError);
    stub.answer('POST', PRINT, { status: 500, json: { message: 'Printer table locked' } });
    expect((await print()).error?.message).toBe('Printer table locked');
  });

  it('sends the user’s language as Accept-Language, which the spec sends on prints', async () => {
    await print();
    const [sent] = stub.sent();
    expect([sent?.headers['accept-language'], sent?.refused]).toEqual(['ES', undefined]);
  });
});

describe('a refusal of any other call', () => {
  it('reads errorData.message and the errors map too, and names the status when the service says nothing', async () => {
    const list = () => trpc(app, 'configuration.LocationMaster.list', {}, { token });
    stub.answer('GET', LOCATION, { status: 400, json: { errorData: { message: 'Filter not understood' } } });
    expect((await list()).error?.message).toBe('Filter not understood');
    stub.answer('GET', LOCATION, { status: 400, json: { errors: { take: ['take must be positive'] } } });
    expect((await list()).error?.message).toBe('take must be positive');
    stub.answer('GET', LOCATION, { status: 400, text: '' });
    expect((await list()).error?.message).toBe('Service error 400');
    // The stand-in took every call, and got no Accept-Language where the spec sends none.
    expect(stub.sent().map((r) => r.refused)).toEqual([undefined, undefined, undefined]);
    expect(stub.sent().at(-1)?.headers['accept-language']).toBeUndefined();
  });
});

describe('a service that asks the caller to wait', () => {
  it('passes its Retry-After on with its 429, so the web waits as long as the service asked', async () => {
    stub.answer('GET', LOCATION, {
      status: 429,
      json: { message: 'The render queue is full' },
      headers: { 'retry-after': '7' },
    });
    const res = await trpcBatch(app, [{ name: 'configuration.LocationMaster.list', input: {} }], { token });
    expect([res.status, res.headers['retry-after'], res.outcomes[0]?.error?.message]).toEqual([
      429,
      '7',
      'The render queue is full',
    ]);
  });
});

describe('parameters where the spec puts them', () => {
  /** Where each call went and with what query, and that the stand-in took it. */
  const calls = () => stub.sent().map((r) => [r.method, r.path, r.query, r.refused]);

  it('retransmits with the ASN (and the date, all) in the query string', async () => {
    const retransmitted = { json: { message: 'Retransmitted', transmissions: [] } };
    stub.answer('POST', '/import/RetransmitASNToCustoms/Retransmit', retransmitted);
    stub.answer('POST', '/import/RetransmitASNCentralToCustoms/Retransmit', retransmitted);
    await trpc(app, 'import.RetransmitASNtoCustoms.retransmit', { asnNumber: 'ASN0001' }, { token });
    await trpc(app, 'import.RetransmitASNCentraltoCustoms.retransmit', { date: '2026-03-09', all: true }, { token });
    expect(calls()).toEqual([
      ['POST', '/import/RetransmitASNToCustoms/Retransmit', { asnNumber: 'ASN0001' }, undefined],
      ['POST', '/import/RetransmitASNCentralToCustoms/Retransmit', { date: '2026-03-09', all: 'true' }, undefined],
    ]);
  });

  it('generates an account calendar year with the year in the query string', async () => {
    stub.answer('POST', '/configuration/AccountCalendar/generatevalues', {
      json: { message: 'Generated', statusText: 'OK' },
    });
    const out = await trpc(app, 'configuration.AccountCalendar.generateValues', { year: 2027 }, { token });
    expect(out.ok).toBe(true);
    expect(calls()).toEqual([['POST', '/configuration/AccountCalendar/generatevalues', { year: '2027' }, undefined]]);
  });

  it('reads the box detail from SpecialBoxLabelPrinting/GetDetail for a user of the Box screen', async () => {
    stub.answer('GET', DETAIL, {
      json: {
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
    expect(calls()).toEqual([['GET', DETAIL, input, undefined]]);
  });

  it('takes the active plant of Delete Re-inspected Box as a list whose first item has the Id', async () => {
    stub.answer('GET', '/rework/DeleteReInspectedBox/ActivePlant', { json: [{ Id: 'JRZ1' }] });
    const out = await trpc(app, 'rework.DeleteReinspectedBox.activePlant', {}, { token });
    expect(out.data).toEqual([{ Id: 'JRZ1' }]);
  });
});
