import { InFlight, stoppingMessage } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being answered; main.ts drains them on SIGTERM. */
    inFlight: InFlight;
  }
}

/**
 * Counts every request until its reply has ended (an export's last byte, or the client gone), and
 * once the gateway is stopping answers new ones, /readyz included, 503: the load balancer sends
 * them to another instance.
 */
export function registerStopping(app: FastifyInstance): void {
  const inFlight = new InFlight();
  app.decorate('inFlight', inFlight);
  app.addHook('onRequest', async (_req, reply) => {
    if (!inFlight.enter()) return reply.code(503).header('connection', 'close').send({ message: stoppingMessage });
    reply.raw.once('close', () => inFlight.leave());
  });
}
