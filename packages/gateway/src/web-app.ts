import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentSecurityPolicy } from './security-headers.js';

/** Paths that belong to the gateway itself, never to the web app's router. */
const ownPaths = /^\/(trpc|api|healthz|readyz|metrics)(\/|$|\?)/;

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year; index.html is revalidated so a new release is picked up at once. The build writes a
 * brotli and a gzip copy beside each file (vite-precompress.ts); the one the browser accepts is
 * sent as is, with `Vary: Accept-Encoding` so a shared cache keeps the copies apart. Any other GET is a
 * client-side route (SPA fallback to index.html); a missing asset stays a 404. Each load of
 * index.html gets a fresh style nonce, in its CSP and in a meta tag the app gives Mantine.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const served = webDist && existsSync(join(webDist, 'index.html')) ? webDist : null;
  if (webDist && !served) app.log.warn({ webDist }, 'web app not built; serving the API only');
  const index = served ? readFileSync(join(served, 'index.html'), 'utf8') : '';
  const sendIndex = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(index.replace(/<head>/i, `<head><meta name="csp-nonce" content="${nonce}" />`));
  };
  if (served) {
    const assets = `${sep}assets${sep}`;
    await app.register(fastifyStatic, {
      root: served,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    app.get('/', (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !ownPaths.test(req.url);
    if (served && isPage && !req.url.startsWith('/assets/')) return sendIndex(reply);
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` });
  });
}
