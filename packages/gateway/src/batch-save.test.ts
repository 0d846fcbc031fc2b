import { messages } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { sessionCheck, startStrictService } from './test/strict-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';
import { trpc } from './test/trpc-http.js';

const saved = { message: 'Saved Successfully', statusText: 'OK' };
const duplicate = { message: messages.recordExists };
const LOCATION = '/configuration/LocationMaster';

/**
 * A strict stand-in of the configuration service's generic grid store (spec 1 section 7): it
 * takes only POST, PUT and DELETE at the grid's own path with a bare JSON array of rows, as the
 * real service does, and refuses anything else. A test makes it refuse or time out one kind.
 */
const stub = await startStrictService([
  sessionCheck,
  ...(['DELETE', 'PUT', 'POST'] as const).map((method) => ({
    method,
    path: LOCATION,
    body: 'rows' as const,
    headers: { 'content-type': /^application\/json/ },
    reply: { json: saved },
  })),
]);
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
  stub.reset();
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
    expect(stub.sent().map((r) => [r.method, r.path, r.body, r.headers['idempotency-key'], r.refused])).toEqual([
      ['DELETE', LOCATION, deleted, 'save-1:delete', undefined],
      ['PUT', LOCATION, updated, 'save-1:update', undefined],
      ['POST', LOCATION, inserted, 'save-1:insert', undefined],
    ]);
    for (const request of stub.sent()) {
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
      expect(request.headers['content-type']).toBe('application/json');
    }
  });

  it('sends only the calls that have rows', async () => {
    await save({ updated });
    expect(stub.sent().map((r) => [r.method, r.refused])).toEqual([['PUT', undefined]]);
  });

  it('goes on after a refused insert, and says which kind was refused, in the service’s words', async () => {
    stub.answer('POST', LOCATION, { status: 400, json: duplicate });
    const reply = await save({ inserted, updated });
    expect(reply.ok).toBe(true);
    expect(reply.data).toEqual({
      updated: { saved: true, ...saved },
      inserted: { saved: false, message: messages.recordExists, statusText: 'Bad Request' },
      message: `Saved Successfully\nOK\n${messages.recordExists}\nBad Request`,
    });
    expect(stub.sent().map((r) => r.method)).toEqual(['PUT', 'POST']);
  });

  it('names the status line when a service’s reply carries only its message', async () => {
    stub.answer('PUT', LOCATION, { json: { message: 'Saved Successfully' } });
    const reply = await save({ updated });
    expect(reply.data).toEqual({
      updated: { saved: true, message: 'Saved Successfully', statusText: 'OK' },
      message: 'Saved Successfully\nOK',
    });
  });

  it('reports a call that timed out as refused with 504 Gateway Time-out, and still sends the others', async () => {
    stub.answer('DELETE', LOCATION, { status: 504, json: { message: 'late' } });
    const reply = await save({ deleted, inserted });
    expect(reply.data).toMatchObject({
      deleted: { saved: false, message: messages.gatewayTimeout },
      inserted: { saved: true },
    });
    expect(stub.sent().map((r) => r.method)).toEqual(['DELETE', 'POST']);
  });
});
