import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Every transmission of an ASN to the customs gateway (spec 3, retransmit screens): which ASN
 * at which version, when, by whom, and what became of it. `actionKey` is the Idempotency-Key of
 * the user's action: a retry of the action skips the ASNs it already delivered.
 */
export const customsTransmissions = sqliteTable(
  'customs_transmission',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    asnNumber: ciText('asn_number').notNull(),
    asnVersion: integer('asn_version').notNull(),
    plantId: ciText('plant_id').notNull(),
    transmittedAt: text('transmitted_at').notNull(),
    userId: text('user_id').notNull(),
    result: text('result', { enum: ['accepted', 'refused', 'unreachable', 'timeout'] }).notNull(),
    /** The gateway's control number when accepted, else why it was not. */
    detail: text('detail').notNull(),
    actionKey: text('action_key'),
  },
  (t) => [
    index('customs_transmission_asn').on(t.asnNumber, t.id),
    index('customs_transmission_action').on(t.actionKey, t.asnNumber),
  ],
);
