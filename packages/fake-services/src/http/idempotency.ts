import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { idempotentRequests } from '../db/schema/plant/index.js';

/** A reply as it went out: status and JSON body. */
export interface StoredReply {
  status: number;
  body: unknown;
}

/** How long a key is remembered: far longer than any user retries an action. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const INTERRUPTED =
  'The first attempt of this action was interrupted when the service stopped; its outcome is unknown. Check the data (or Print History) before trying again.';

/** File bytes in a fingerprint's JSON: as base64, not as an object of numbered bytes. */
const bytesAsBase64 = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;

/**
 * What identifies a request: method, path and a hash of its content, the JSON body or an
 * upload's fields and file bytes. Not an upload's multipart framing: its boundary is new on each
 * sending, so a retried upload would look like another request.
 */
export function requestFingerprint(method: string, url: string, content: unknown): string {
  const bytes = JSON.stringify(content ?? null, bytesAsBase64);
  return `${method} ${url.split('?')[0]} ${createHash('sha256').update(bytes).digest('base64url')}`;
}

/**
 * Mutations sent with an Idempotency-Key: the first reply is stored per user and key in the
 * plant database, and a repeat gets it without the work being done again; a repeat that arrives
 * while the first attempt runs waits for it. A key with no stored reply and no attempt running
 * belongs to an attempt the service stopped during: its outcome is unknown, so it is not redone.
 */
export class IdempotentReplies {
  private readonly running = new Map<string, { request: string; reply: Promise<StoredReply> }>();

  async run(
    db: PlantDb,
    who: { server: string; user: string },
    key: string,
    request: string,
    work: () => Promise<StoredReply>,
  ): Promise<StoredReply> {
    const id = `${who.server}\n${who.user}\n${key}`;
    const inFlight = this.running.get(id);
    if (inFlight) return inFlight.request === request ? inFlight.reply : { status: 422, body: { message: KEY_REUSED } };
    const where = and(eq(idempotentRequests.userId, who.user), eq(idempotentRequests.key, key));
    const stored = db.select().from(idempotentRequests).where(where).get();
    if (stored) {
      if (stored.request !== request) return { status: 422, body: { message: KEY_REUSED } };
      if (stored.status === null) return { status: 409, body: { message: INTERRUPTED } };
      return { status: stored.status, body: JSON.parse(stored.reply ?? 'null') };
    }
    db.delete(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, new Date(Date.now() - KEEP_MS)))
      .run();
    db.insert(idempotentRequests).values({ userId: who.user, key, request, createdAt: new Date() }).run();
    const reply = (async () => {
      try {
        const done = await work();
        db.update(idempotentRequests)
          .set({ status: done.status, reply: JSON.stringify(done.body) })
          .where(where)
          .run();
        return done;
      } catch (err) {
        // An unexpected failure is not kept, so the action can be tried again.
        db.delete(idempotentRequests).where(where).run();
        throw err;
      } finally {
        this.running.delete(id);
      }
    })();
    this.running.set(id, { request, reply });
    return reply;
  }
}
