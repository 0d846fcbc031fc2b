import { REQUEST_ID_HEADER } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every reply. Scripts and styles come from the gateway itself,
 * no inline script runs, nothing frames the app. The one exception is a page's style nonce:
 * Mantine writes its theme variables into <style> elements at run time and tags them with it.
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleNonce ? ` 'nonce-${styleNonce}'` : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, the HSTS preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers of every reply; HSTS only when the gateway is served over TLS (set by the operator). */
export function registerSecurityHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }): void {
  const policy = contentSecurityPolicy();
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (hsts) reply.header('strict-transport-security', HSTS);
  });
}
