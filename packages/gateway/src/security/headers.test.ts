import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlant } from '@fgss/fake-services/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { TEST_JWT_SECRET } from '../test/tokens.js';

/**
 * Attack: inject a script (or frame the app) to read the token from sessionStorage. The gateway's
 * Content-Security-Policy runs scripts and styles from itself only, no inline script, and no
 * framing; HSTS is sent when the operator says TLS is in front. The plant's replies are neither
 * sniffed nor cached.
 */
const dist = mkdtempSync(join(tmpdir(), 'fgss-csp-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>FGSS</title></head><div id="root"></div>');
const base = { jwtSecret: TEST_JWT_SECRET, logLevel: 'silent', webDist: dist } as const;
const app = await buildGateway(base);
const behindTls = await buildGateway({ ...base, hsts: true });
const plant = await startTestPlant();
afterAll(async () => {
  await app.close();
  await behindTls.close();
  await plant.close();
  rmSync(dist, { recursive: true, force: true });
});

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the page and the API carry a CSP without inline script and without framing', async () => {
    for (const url of ['/', '/login', '/healthz', '/trpc/auth.authentication.domains']) {
      const policy = directives((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect([url, policy.get('script-src')]).toEqual([url, ["'self'"]]);
      expect([url, policy.get('frame-ancestors')]).toEqual([url, ["'none'"]]);
      expect(policy.get('style-src')?.[0]).toBe("'self'");
      expect(policy.get('style-src')?.some((v) => v.includes('unsafe'))).toBe(false);
    }
  });

  it('gives the page one fresh style nonce, in its policy and in the meta tag Mantine reads', async () => {
    const [first, second] = [await app.inject('/'), await app.inject('/')];
    const nonce = directives(first.headers['content-security-policy']).get('style-src')?.[1];
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce?.slice(7, -1)}" />`);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });

  it('sends Strict-Transport-Security only when configured behind TLS', async () => {
    expect((await app.inject('/healthz')).headers['strict-transport-security']).toBeUndefined();
    expect((await behindTls.inject('/healthz')).headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
  });

  it('the plant’s replies are nosniff and no-store', async () => {
    const res = await fetch(`${plant.url}/auth/authentication/domains`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
