import { messages } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { type StubReply, type StubRequest, startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';
import { trpc } from './test/trpc-http.js';

const saved = { message: 'Saved Successfully', statusText: 'OK' };
const duplicate = { message: messages.recordExists };

/**
 * A strict stand-in of the configuration service's generic grid store (spec 1 section 7): it
 * takes only POST, PUT and DELETE at the grid's own path with a bare JSON array of rows, as the
 * real service does, and refuses anything else; `refuse` names the method it refuses as a
 * duplicate key.
 */
let refuse: string | null = null;
let timeOut: string | null = null;
function gridStore(req: StubRequest): StubReply {
  if (req.url !== '/configuration/LocationMaster') return { status: 404, body: { message: 'Not found' } };
  if (!['POST', 'PUT', 'DELETE'].includes(req.method)) return { status: 405, body: { message: 'Method not allowed' } };
  if (!Array.isArray(req.body) || req.body.length === 0)
    return { status: 400, body: { message: 'The rows are sent as an array' } };
  if (req.method === timeOut) return { status: 504, body: { message: 'late' } };
  if (req.method === refuse) return { status: 400, body: duplicate };
  return { body: saved };
}

const stub = await startStubService(gridStore);
const token = await signToken({ sub: 'admin', prm: { 'ConfigurationMasters/LocationMaster': 'RCUD' } });
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildGateway({
    jwtSecret: TEST_JWT_SECRET,
    serviceUrls: serviceUrlsAt(stub.url),
    logLevel: 'silent',
    webDist: null,
  });
});
afterEach(() => {
  refuse = null;
  timeOut = null;
  stub.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const inserted = [{ location_cd: 'NEW1', location_nm: 'New' }];
const updated = [{ id: 1, location_cd: 'WH1', location_nm: 'Renamed', default_loc: true }];
const deleted = [{ id: 2 }];
const save = (input: unknown, key = 'save-1') =>
  trpc(app, 'configuration.LocationMaster.save', input, { token, headers: { 'idempotency-key': key } });

describe('a grid save through the gateway', () => {
  it('sends DELETE, then PUT, then POST at the grid path, each with a bare array and its own idempotency key', async () => {
    const reply = await save({ inserted, updated, deleted });
    expect(reply.data).toEqual({
      deleted: { saved: true, ...saved },
      updated: { saved: true, ...saved },
      inserted: { saved: true, ...saved },
      message: 'Saved Successfully\nOK',
    });
    expect(stub.requests.map((r) => [r.method, r.url, r.body, r.headers['idempotency-key']])).toEqual([
      ['DELETE', '/configuration/LocationMaster', deleted, 'save-1:delete'],
      ['PUT', '/configuration/LocationMaster', updated, 'save-1:update'],
      ['POST', '/configuration/LocationMaster', inserted, 'save-1:insert'],
    ]);
    for (const request of stub.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
      expect(request.headers['content-type']).toBe('application/json');
    }
  });

  it('sends only the calls that have rows', async () => {
    await save({ updated });
    expect(stub.requests.map((r) => r.method)).toEqual(['PUT']);
  });

  it('goes on after a refused insert, and says which kind was refused, in the service’s words', async () => {
    refuse = 'POST';
    const reply = await save({ inserted, updated });
    expect(reply.ok).toBe(true);
    expect(reply.data).toEqual({
      updated: { saved: true, ...saved },
      inserted: { saved: false, message: messages.recordExists, statusText: 'Bad Request' },
      message: `Saved Successfully\nOK\n${messages.recordExists}\nBad Request`,
    });
    expect(stub.requests.map((r) => r.method)).toEqual(['PUT', 'POST']);
  });

  it('reports a call that timed out as refused with 504 Gateway Time-out, and still sends the others', async () => {
    timeOut = 'DELETE';
    const reply = await save({ deleted, inserted });
    expect(reply.data).toMatchObject({
      deleted: { saved: false, message: messages.gatewayTimeout },
      inserted: { saved: true },
    });
    expect(stub.requests.map((r) => r.method)).toEqual(['DELETE', 'POST']);
  });
});
