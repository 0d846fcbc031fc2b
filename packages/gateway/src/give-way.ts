import type { FastifyInstance } from 'fastify';

/**
 * Bulk work (an export's pages) giving way to users' calls: each page of an export is parsed and
 * written on the gateway's event loop and built on the plant's, and one user's exports running
 * back to back took the CPU every other user's calls needed. Between its pages an export waits
 * while calls are in flight on this instance, up to as long as its last page took: with others
 * busy it gets about half the time, alone all of it.
 */
export function giveWay() {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const ended = () => {
    if (--inFlight > 0) return;
    const go = waiting;
    waiting = [];
    for (const resume of go) resume();
  };
  return {
    /** Counts the procedure calls (`/trpc/…`) of `app` from their arrival until their connection's reply is over. */
    watch(app: FastifyInstance): void {
      app.addHook('onRequest', (req, reply, done) => {
        if (req.url.startsWith('/trpc/')) {
          inFlight++;
          reply.raw.once('close', ended);
        }
        done();
      });
    },
    /** Resolves at once when no call is in flight, else once none is or after `maxMs`. */
    until(maxMs: number): Promise<void> {
      if (inFlight === 0 || maxMs <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

export type GiveWay = ReturnType<typeof giveWay>;
