import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the gateway itself, never to the web app's router. */
const ownPaths = /^\/(trpc|api|healthz)(\/|$|\?)/;

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year; index.html is revalidated so a new release is picked up at once. Any other GET is a
 * client-side route (SPA fallback to index.html); a missing asset stays a 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const served = webDist && existsSync(join(webDist, 'index.html')) ? webDist : null;
  if (webDist && !served) app.log.warn({ webDist }, 'web app not built; serving the API only');
  if (served) {
    const assets = `${sep}assets${sep}`;
    await app.register(fastifyStatic, {
      root: served,
      cacheControl: false,
      setHeaders: (res, filePath) =>
        res.setHeader('cache-control', filePath.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !ownPaths.test(req.url);
    if (served && isPage && !req.url.startsWith('/assets/'))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` });
  });
}
