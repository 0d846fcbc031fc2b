import type { Socket } from 'node:net';
import { InFlight, stoppingMessage } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being answered; main.ts drains them on SIGTERM. */
    inFlight: InFlight;
  }
}

/**
 * Counts every request until its reply has ended, and once the gateway is stopping answers new
 * ones, /readyz included, 503 with `Connection: close`: the load balancer sends them to another
 * instance. A reply written is not yet a reply taken: a slow client may still have megabytes of
 * an export in the sockets' buffers, lost if the process exits. So once stopping, each connection
 * is closed from this side as soon as its reply is over and counted until its client has closed
 * it too, which it does only after reading the last byte (or until the grace ends).
 */
export function registerStopping(app: FastifyInstance): void {
  const inFlight = new InFlight();
  app.decorate('inFlight', inFlight);
  /** Each open connection and the requests it is answering. */
  const connections = new Map<Socket, number>();
  let stopping = false;
  const closeOnceTaken = (socket: Socket) => {
    socket.once('close', inFlight.hold());
    socket.end();
  };
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });
  inFlight.onStop(() => {
    stopping = true;
    for (const [socket, running] of connections) if (running === 0 && !socket.destroyed) closeOnceTaken(socket);
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!inFlight.enter()) return reply.code(503).header('connection', 'close').send({ message: stoppingMessage });
    const socket = req.raw.socket;
    const running = connections.get(socket);
    if (running !== undefined) connections.set(socket, running + 1);
    reply.raw.once('close', () => {
      const left = (connections.get(socket) ?? 1) - 1;
      if (connections.has(socket)) connections.set(socket, left);
      // Held before this request leaves, so the count never touches zero in between.
      if (stopping && left === 0 && !socket.destroyed) closeOnceTaken(socket);
      inFlight.leave();
    });
  });
}
