import type { CallOutput, SearchInput, TransmissionDocument, TransmissionLog } from '@fgss/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { customsTransmissions as t } from '../db/schema/customs/index.js';
import { notFound } from '../http/errors.js';
import { reportPage, Where } from '../report/sql.js';
import type { CustomsLink } from './customs-link.js';

type Search = typeof TransmissionLog.search;

/**
 * GET TransmissionLog: every interchange sent to customs, newest first, by ASN and by the day it
 * was sent; each with its state with the partner at `now` (sent, acknowledged, overdue, failed).
 */
export function transmissionLog(
  db: PlantDb,
  q: SearchInput<Search>,
  customs: CustomsLink,
  now: Date,
): CallOutput<Search> {
  const select = {
    id: sql`${t.id}`,
    asnNumber: sql`${t.asnNumber}`,
    asnVersion: sql`${t.asnVersion}`,
    plantCode: sql`${t.plantId}`,
    transmittedAt: sql`${t.transmittedAt}`,
    userId: sql`${t.userId}`,
    purpose: sql`CASE ${t.purpose} WHEN '05' THEN 'replacement' ELSE 'original' END`,
    senderId: sql`${t.senderId}`,
    // ISA13 as the envelope writes it: nine digits.
    interchangeControl: sql`printf('%09d', ${t.interchangeControl})`,
    groupControl: sql`${t.groupControl}`,
    transactionControl: sql`${t.transactionControl}`,
    result: sql`${t.result}`,
    detail: sql`${t.detail}`,
    ackState: sql`transmission_state(${t.result}, ${t.ack}, ${t.transmittedAt}, ${now.getTime()}, ${customs.ackOverdueMinutes})`,
    ackReason: sql`${t.ackReason}`,
    acknowledgedAt: sql`${t.acknowledgedAt}`,
  };
  const where = new Where()
    .when(q.asnNumber, (asn) => sql`${t.asnNumber} = ${asn}`)
    .days(sql`${t.transmittedAt}`, q.dateFrom, q.dateTo);
  const order = [sql`${t.transmittedAt} DESC`, sql`${t.id} DESC`];
  return reportPage<CallOutput<Search>['data'][number]>(db, { select, from: sql`${t}`, where, order }, q);
}

/** GET TransmissionLog/Document: the 856 interchange as sent and the partner's 997. */
export function transmissionDocument(db: PlantDb, id: number): TransmissionDocument {
  const row = db
    .select({ id: t.id, asnNumber: t.asnNumber, document: t.document, ackDocument: t.ackDocument })
    .from(t)
    .where(eq(t.id, id))
    .get();
  if (!row) throw notFound(`Transmission ${id} does not exist.`);
  return row;
}
