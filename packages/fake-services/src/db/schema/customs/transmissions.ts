import { TRANSMISSION_RESULTS } from '@fgss/contracts';
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
    /** What the gateway's HTTP answer was: delivered ('accepted') or why not ('invalid': not sent, see detail). */
    result: text('result', { enum: TRANSMISSION_RESULTS }).notNull(),
    /** The gateway's control number when accepted, else why it was not. */
    detail: text('detail').notNull(),
    actionKey: text('action_key'),
    /** BSN01: '00' original, '05' replacement of an ASN the partner already accepted. */
    purpose: text('purpose', { enum: ['00', '05'] })
      .notNull()
      .default('00'),
    /** ISA06, ISA13, GS06 and ST02 of the interchange sent (null when nothing was sent). */
    senderId: text('sender_id'),
    interchangeControl: integer('interchange_control'),
    groupControl: integer('group_control'),
    transactionControl: text('transaction_control'),
    /** The X12 856 interchange as sent (or as refused before sending). */
    document: text('document').notNull().default(''),
    /** The partner's 997: AK5/AK9 code (A accepted, E accepted with errors, R rejected), null before one came. */
    ack: text('ack', { enum: ['A', 'E', 'R'] }),
    /** The 997's reasons (AK3/AK4/AK5 codes) as the plant read them, '' when none. */
    ackReason: text('ack_reason').notNull().default(''),
    ackDocument: text('ack_document'),
    acknowledgedAt: text('acknowledged_at'),
  },
  (t) => [
    index('customs_transmission_asn').on(t.asnNumber, t.id),
    index('customs_transmission_action').on(t.actionKey, t.asnNumber),
    index('customs_transmission_interchange').on(t.senderId, t.interchangeControl),
  ],
);

/**
 * The last X12 control numbers a sender used (ISA13 interchange, GS06 group): numbers are taken
 * from here in the transaction that records the transmission, so none is ever used twice.
 */
export const x12ControlNumbers = sqliteTable('x12_control_number', {
  senderId: text('sender_id').primaryKey(),
  lastInterchange: integer('last_interchange').notNull().default(0),
  lastGroup: integer('last_group').notNull().default(0),
});
