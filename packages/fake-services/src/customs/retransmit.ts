import { randomUUID } from 'node:crypto';
import { importExportMessages as m, type Transmission } from '@fgss/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { customsTransmissions } from '../db/schema/customs/index.js';
import { transmissionState } from '../db/transmission-state.js';
import { badRequest, RetryableError } from '../http/errors.js';
import type { ShippedAsn } from './asn-document.js';
import { storedValueProblem } from './asn-values.js';
import { type CustomsLink, type Delivery, deliver } from './customs-link.js';
import { asnInterchange } from './x12/asn-interchange.js';
import type { X12Problem } from './x12/segments.js';

const SHIPPED = `s.status <> 'loading' AND s.ship_date IS NOT NULL`;
const COLUMNS = `s.id, s.asn_number AS asnNumber, s.asn_version AS asnVersion, s.plant_id AS plantId,
  s.deliver_to AS deliverTo, s.carrier, s.truck_info AS truckInfo, s.ship_date AS shipDate`;

/** The shipped ASNs of a ship date ('yyyy-MM-dd'), in the grid's order. */
export function asnsOfDate(db: PlantDb, date: string): ShippedAsn[] {
  return db.$client
    .prepare(
      `SELECT ${COLUMNS} FROM shipment s WHERE ${SHIPPED} AND s.ship_date >= ? AND s.ship_date <= ?
       ORDER BY s.plant_id, s.asn_number`,
    )
    .all(date, `${date} 23:59:59`) as ShippedAsn[];
}

/** One shipped ASN by number; 400 when the server has no such shipped ASN. */
export function shippedAsn(db: PlantDb, asnNumber: string, date?: string): ShippedAsn {
  const asn = db.$client
    .prepare(`SELECT ${COLUMNS} FROM shipment s WHERE ${SHIPPED} AND s.asn_number = ?`)
    .get(asnNumber) as ShippedAsn | undefined;
  if (!asn || (date && !asn.shipDate.startsWith(date))) throw badRequest(m.unknownAsn(asnNumber));
  return asn;
}

/** The last transmission of each ASN, joined to a shipment aliased `s`. */
export const LAST_TRANSMISSION = `LEFT JOIN customs_transmission t
  ON t.id = (SELECT max(id) FROM customs_transmission WHERE asn_number = s.asn_number)`;

type Interchange = Required<
  Pick<
    typeof customsTransmissions.$inferInsert,
    'purpose' | 'senderId' | 'interchangeControl' | 'groupControl' | 'transactionControl' | 'document'
  >
>;

/**
 * The 856 interchange of an ASN under the sender's next control numbers: a replacement (BSN01 05)
 * when the partner accepted any earlier interchange of the ASN (it still holds that one, whatever
 * came after: a rejected replacement, a send without a 997), else an original (00) again. A
 * document that must not leave keeps its text and problem, without control numbers. Call it in
 * the transaction that records the transmission.
 */
export function interchangeOf(
  db: PlantDb,
  asn: ShippedAsn,
  now: Date,
): { interchange: Interchange; problem: X12Problem | null } {
  const t = customsTransmissions;
  const acceptedBefore = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.asnNumber, asn.asnNumber), eq(t.result, 'accepted'), inArray(t.ack, ['A', 'E'])))
    .limit(1)
    .get();
  const purpose = acceptedBefore ? '05' : '00';
  const x12 = asnInterchange(db, asn, { purpose, now });
  const sent = !x12.problem;
  return {
    interchange: {
      purpose,
      document: x12.text,
      senderId: sent ? x12.senderId : null,
      interchangeControl: sent ? x12.interchange : null,
      groupControl: sent ? x12.group : null,
      transactionControl: sent ? x12.transaction : null,
    },
    problem: x12.problem,
  };
}

/**
 * The interchange an earlier try of this action sent for the ASN when it failed: the retry sends
 * it again as it was (same control numbers), as its Idempotency-Key names the same interchange.
 */
function earlierTry(db: PlantDb, user: string, actionKey: string, asnNumber: string): Interchange | undefined {
  const t = customsTransmissions;
  return db
    .select({
      purpose: t.purpose,
      document: t.document,
      senderId: t.senderId,
      interchangeControl: t.interchangeControl,
      groupControl: t.groupControl,
      transactionControl: t.transactionControl,
    })
    .from(t)
    .where(
      and(
        eq(t.userId, user),
        eq(t.actionKey, actionKey),
        eq(t.asnNumber, asnNumber),
        ne(t.document, ''),
        ne(t.result, 'invalid'),
      ),
    )
    .orderBy(desc(t.id))
    .get();
}

/** A transmission as the reply tells it, with where it stands with the partner. */
const transmissionOf = (
  row: typeof customsTransmissions.$inferSelect,
  now: Date,
  overdueMinutes: number,
): Transmission => ({
  asnNumber: row.asnNumber,
  asnVersion: row.asnVersion,
  transmittedAt: row.transmittedAt,
  userId: row.userId,
  result: row.result,
  detail: row.detail,
  purpose: row.purpose,
  ackState: transmissionState(row, now, overdueMinutes),
  ackReason: row.ackReason,
});

/** The last transmission of an ASN, null when it was never sent. */
export function lastTransmission(
  db: PlantDb,
  link: CustomsLink,
  asn: ShippedAsn,
  now = new Date(),
): Transmission | null {
  const row = db
    .select()
    .from(customsTransmissions)
    .where(eq(customsTransmissions.asnNumber, asn.asnNumber))
    .orderBy(desc(customsTransmissions.id))
    .get();
  return row ? transmissionOf(row, now, link.ackOverdueMinutes) : null;
}

const failure = (asn: string, d: Exclude<Delivery, { result: 'accepted' }>) => {
  if (d.result === 'refused')
    return {
      status: 502,
      detail: `${d.status} ${d.statusText}`,
      message: m.customsRefused(asn, d.status, d.statusText),
    };
  if (d.result === 'timeout') return { status: 504, detail: 'no answer in time', message: m.customsTimeout(asn) };
  return { status: 502, detail: 'connection refused', message: m.customsUnreachable(asn) };
};

/**
 * Sends ASNs to customs one after the other and records every transmission in the plant history.
 * `actionKey` is the user's action (its Idempotency-Key, which is the user's own: another user's
 * action under the same key is another action): an ASN this action already delivered is not
 * sent again, and each ASN goes under a key of its own derived from the user and the action, so
 * the customs gateway recognises a repeat whose first answer never reached us. The first failure stops the
 * run and is a RetryableError: it is not kept as the action's reply, so a retry goes on from there.
 */
export async function retransmit(
  db: PlantDb,
  link: CustomsLink,
  asns: ShippedAsn[],
  who: { user: string; actionKey?: string },
): Promise<{ message: string; transmissions: Transmission[] }> {
  const actionKey = who.actionKey ?? randomUUID();
  const transmissions: Transmission[] = [];
  for (const [i, asn] of asns.entries()) {
    const done = db
      .select()
      .from(customsTransmissions)
      .where(
        and(
          eq(customsTransmissions.userId, who.user),
          eq(customsTransmissions.actionKey, actionKey),
          eq(customsTransmissions.asnNumber, asn.asnNumber),
          eq(customsTransmissions.result, 'accepted'),
        ),
      )
      .orderBy(desc(customsTransmissions.id))
      .get();
    if (done) {
      transmissions.push(transmissionOf(done, new Date(), link.ackOverdueMinutes));
      continue;
    }
    const now = new Date();
    // A retry of this action sends the interchange its failed try sent (same control numbers, as
    // its Idempotency-Key names the same interchange); a new one takes its control numbers in the
    // transaction that records it. The row says 'no answer yet' until the gateway answers, which is
    // what a crash in between would leave true.
    const { interchange, problem, stored, sent } = db.$client.transaction(() => {
      const earlier = earlierTry(db, who.user, actionKey, asn.asnNumber);
      const { interchange, problem } = earlier ? { interchange: earlier, problem: null } : interchangeOf(db, asn, now);
      // A stored value no ASN can carry is named with the master to fix it in, not as a segment.
      const stored = problem && storedValueProblem(db, asn.id);
      const sent = db
        .insert(customsTransmissions)
        .values({
          asnNumber: asn.asnNumber,
          asnVersion: asn.asnVersion,
          plantId: asn.plantId,
          transmittedAt: plantTime(now),
          userId: who.user,
          result: problem ? 'invalid' : 'timeout',
          detail: stored || (problem ? `${problem.segment}: ${problem.reason}` : 'no answer yet'),
          actionKey,
          ...interchange,
        })
        .returning()
        .get();
      return { interchange, problem, stored, sent };
    })();
    const before = i > 0 ? ` ${m.sentBefore(i, asns.length)}` : '';
    if (stored) throw new RetryableError(400, `${m.asnNotSent(asn.asnNumber, stored)}${before}`);
    if (problem)
      throw new RetryableError(400, `${m.asnInvalid(asn.asnNumber, problem.segment, problem.reason)}${before}`);
    const delivery = await deliver(
      link,
      interchange.document,
      `${who.user}:${actionKey}:${asn.asnNumber}:${asn.asnVersion}`,
      asn.plantId,
    );
    const failed = delivery.result === 'accepted' ? null : failure(asn.asnNumber, delivery);
    const row = db
      .update(customsTransmissions)
      .set({
        result: delivery.result,
        detail: delivery.result === 'accepted' ? delivery.controlNumber : (failed?.detail ?? ''),
      })
      .where(eq(customsTransmissions.id, sent.id))
      .returning()
      .get();
    transmissions.push(transmissionOf(row, now, link.ackOverdueMinutes));
    if (failed) {
      throw new RetryableError(failed.status, `${failed.message}${before}`);
    }
  }
  return { message: m.retransmitted(asns.length), transmissions };
}
