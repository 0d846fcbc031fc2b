import { and, eq, inArray, isNull } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import type { Databases } from '../db/databases.js';
import type { PlantDb } from '../db/plant.js';
import { customsTransmissions } from '../db/schema/customs/index.js';
import type { CustomsLink } from './customs-link.js';
import type { MailboxAck } from './receiver.js';
import { read997 } from './x12/ack-997.js';

/** How often the plant process collects 997s, and how long one collection may wait. */
export const ACK_COLLECT_INTERVAL_MS = 5_000;
const COLLECT_TIMEOUT_MS = 5_000;

/**
 * Collects the 997s waiting in the partner's mailbox for each sender that has interchanges
 * without one, and records each on the transmissions it answers (by sender, GS06 and ST02: a
 * resend after a failed delivery went out under the same control numbers). A 997 that answers
 * none of this database's transmissions stays in the mailbox (another server's plant may own it).
 * An unreachable mailbox is tried again at the next collection.
 */
export async function collectAcks(db: PlantDb, link: CustomsLink, now = new Date()): Promise<void> {
  const senders = db
    .selectDistinct({ senderId: customsTransmissions.senderId })
    .from(customsTransmissions)
    .where(and(isNull(customsTransmissions.ack), inArray(customsTransmissions.result, ['accepted', 'timeout'])))
    .all()
    .flatMap((r) => (r.senderId ? [r.senderId] : []));
  for (const sender of senders) {
    const mailbox = `${link.url}/997?sender=${encodeURIComponent(sender)}`;
    const acks = await fetch(mailbox, { signal: AbortSignal.timeout(COLLECT_TIMEOUT_MS) })
      .then(async (res) => (res.ok ? ((await res.json()) as { acks: MailboxAck[] }).acks : []))
      .catch(() => []);
    const read = acks.filter((a) => record(db, sender, a.document, now));
    if (read.length === 0) continue;
    await fetch(`${mailbox}&ids=${read.map((a) => a.id).join(',')}`, {
      method: 'DELETE',
      signal: AbortSignal.timeout(COLLECT_TIMEOUT_MS),
    }).catch(() => undefined);
  }
}

/** Collects the 997s of every plant database on a short interval, one collection at a time. */
export class AckCollector {
  private readonly timer: NodeJS.Timeout;
  private running = false;

  constructor(databases: Databases, link: CustomsLink) {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = true;
      void (async () => {
        for (const [, db] of databases.plantsByServer()) await collectAcks(db, link);
      })()
        // A database closed under a collection (the plant going down): the next one is moot.
        .catch(() => undefined)
        .finally(() => {
          this.running = false;
        });
    }, ACK_COLLECT_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Records one 997 on the transmissions it answers; whether it answered any. */
function record(db: PlantDb, sender: string, document: string, now: Date): boolean {
  const ack = read997(document);
  if (!ack || ack.receiverId !== sender) return false;
  const t = customsTransmissions;
  const answered = db
    .update(t)
    .set({ ack: ack.code, ackReason: ack.reason, ackDocument: document, acknowledgedAt: plantTime(now) })
    .where(and(eq(t.senderId, sender), eq(t.groupControl, ack.group), eq(t.transactionControl, ack.transaction)))
    .returning({ id: t.id })
    .all();
  return answered.length > 0;
}
