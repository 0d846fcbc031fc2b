import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { TEST_JWT_SECRET } from './test/tokens.js';

const dist = mkdtempSync(join(tmpdir(), 'fgss-web-dist-'));
const INDEX = '<!doctype html><head><title>FGSS</title></head><div id="root"></div>';
const APP = 'console.info("app")';
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), APP);
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js.br'), brotliCompressSync(APP));
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js.gz'), gzipSync(APP));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  app = await buildGateway({ webDist: dist, jwtSecret: TEST_JWT_SECRET, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html at / and for every client-side route, revalidated on each load', async () => {
    for (const url of ['/', '/login', '/LocationMaster', '/change-password/1?user=planner']) {
      const res = await app.inject({ method: 'GET', url });
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      const page = INDEX.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}" />`);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, page]);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the file itself otherwise', async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/index-4f2a9c.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, none: (b: Buffer) => b };
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      [undefined, 'none'],
    ] as const) {
      const res = await get(accepted);
      expect([accepted, res.headers['content-encoding'] ?? 'none']).toEqual([accepted, sent]);
      expect(decoders[sent](res.rawPayload).toString()).toBe(APP);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps a missing asset and the gateway’s own paths out of the fallback', async () => {
    for (const url of ['/assets/index-old.js', '/api/nothing', '/trpc', '/healthz/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'application/json; charset=utf-8']);
    }
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});
