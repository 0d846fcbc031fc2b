import type { SessionClaims } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import { RetryAfter } from './errors.js';

/** Downloads of one user that may wait for a slot; more are refused. */
export const EXPORTS_WAITING = 8;
/** A user refused for too many waiting downloads may try again after this long (seconds): some will have ended. */
const FULL_WAIT_S = 10;

/**
 * The downloads (exports and service files) each user has running on this gateway instance: at
 * most `perUser` at once, each holding a service's query and a stream for as long as it runs (a
 * few in parallel from one user slowed every other user's calls). A further one waits for a
 * slot, in order, up to EXPORTS_WAITING: waiting, not refusing, so a user who asks again is only
 * slower, and an abuser gets no quick refusals to loop on (a loop of them cost others more than
 * the exports themselves).
 */
export function exportSlots(perUser: number) {
  const users = new Map<string, { running: number; waiting: (() => void)[] }>();
  return {
    /**
     * Takes one of `user`'s slots, waiting for one if need be, until the reply is over (sent,
     * failed or cancelled by the browser); TOO_MANY_REQUESTS when too many already wait.
     */
    async hold(user: SessionClaims, reply: FastifyReply): Promise<void> {
      const key = `${user.server}/${user.sub}`;
      const state = users.get(key) ?? { running: 0, waiting: [] };
      users.set(key, state);
      // A slot is handed from the download that ends to the first waiting.
      const release = () => {
        const next = state.waiting.shift();
        if (next) next();
        else if (--state.running === 0) users.delete(key);
      };
      if (state.running < perUser) state.running++;
      else {
        if (state.waiting.length >= EXPORTS_WAITING)
          throw new TRPCError({
            code: 'TOO_MANY_REQUESTS',
            message: `A user may run at most ${perUser === 1 ? 'one export' : `${perUser} exports`} at once, with ${EXPORTS_WAITING} more waiting; wait for one to finish.`,
            cause: new RetryAfter(FULL_WAIT_S),
          });
        await new Promise<void>((turn) => state.waiting.push(turn));
      }
      // A browser that went away meanwhile gets nothing: its slot goes on at once.
      if (reply.raw.destroyed) {
        release();
        throw new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: 'The download was cancelled' });
      }
      reply.raw.once('close', release);
    },
  };
}

export type ExportSlots = ReturnType<typeof exportSlots>;
