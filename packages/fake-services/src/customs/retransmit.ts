import { randomUUID } from 'node:crypto';
import { importExportMessages as m, type Transmission } from '@fgss/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { customsTransmissions } from '../db/schema/customs/index.js';
import { badRequest, RetryableError } from '../http/errors.js';
import { plantTime } from '../labels/print-job.js';
import type { ShippedAsn } from './asn-document.js';
import { type CustomsLink, type Delivery, deliver } from './customs-link.js';
import { asnInterchange } from './x12/asn-interchange.js';

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
      transmissions.push(done);
      continue;
    }
    const now = new Date();
    // The interchange takes its control numbers in the transaction that records it; the row says
    // 'no answer yet' until the gateway answers, which is what a crash in between would leave true.
    const { x12, sent } = db.$client.transaction(() => {
      const x12 = asnInterchange(db, asn, { purpose: '00', now });
      const sent = db
        .insert(customsTransmissions)
        .values({
          asnNumber: asn.asnNumber,
          asnVersion: asn.asnVersion,
          plantId: asn.plantId,
          transmittedAt: plantTime(now),
          userId: who.user,
          result: x12.problem ? 'invalid' : 'timeout',
          detail: x12.problem ? `${x12.problem.segment}: ${x12.problem.reason}` : 'no answer yet',
          actionKey,
          purpose: '00',
          document: x12.text,
          ...(x12.problem
            ? {}
            : {
                senderId: x12.senderId,
                interchangeControl: x12.interchange,
                groupControl: x12.group,
                transactionControl: x12.transaction,
              }),
        })
        .returning()
        .get();
      return { x12, sent };
    })();
    const before = i > 0 ? ` ${m.sentBefore(i, asns.length)}` : '';
    if (x12.problem)
      throw new RetryableError(400, `${m.asnInvalid(asn.asnNumber, x12.problem.segment, x12.problem.reason)}${before}`);
    const delivery = await deliver(
      link,
      x12.text,
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
    transmissions.push(row);
    if (failed) {
      throw new RetryableError(failed.status, `${failed.message}${before}`);
    }
  }
  return { message: m.retransmitted(asns.length), transmissions };
}
