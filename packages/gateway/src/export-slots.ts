import type { SessionClaims } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';

/**
 * The downloads (exports and service files) each user has running on this gateway instance, at
 * most `perUser` at once: each holds a service's query and a stream for as long as it runs, and
 * a few in parallel from one user slowed every other user's calls.
 */
export function exportSlots(perUser: number) {
  const running = new Map<string, number>();
  return {
    /**
     * Takes one of `user`'s slots until the reply is over (sent, failed or cancelled by the
     * browser); a TOO_MANY_REQUESTS error when all are taken.
     */
    hold(user: SessionClaims, reply: FastifyReply): void {
      const key = `${user.server}/${user.sub}`;
      const now = running.get(key) ?? 0;
      if (now >= perUser)
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `A user may run at most ${perUser} exports at once; wait for one to finish.`,
        });
      running.set(key, now + 1);
      reply.raw.once('close', () => {
        const left = (running.get(key) ?? 1) - 1;
        if (left > 0) running.set(key, left);
        else running.delete(key);
      });
    },
  };
}

export type ExportSlots = ReturnType<typeof exportSlots>;
