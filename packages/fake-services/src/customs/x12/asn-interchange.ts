import type { PlantDb } from '../../db/plant.js';
import type { ShippedAsn } from '../asn-document.js';
import { type AsnPurpose, asnTransactionSet } from './asn-body.js';
import { check856 } from './check-856.js';
import { nextControlNumbers } from './control-numbers.js';
import { envelope } from './envelope.js';
import type { X12Problem } from './segments.js';

/** Who the plant's interchanges go to (ISA08, GS03). */
export const CUSTOMS_RECEIVER_ID = 'CUSTOMS';
/** ST02: each interchange holds one transaction set, the group's first. */
const TRANSACTION_CONTROL = '0001';

/** An 856 interchange ready to send, or kept with the problem that stops it from leaving. */
export interface AsnInterchange {
  text: string;
  senderId: string;
  interchange: number;
  group: number;
  transaction: string;
  /** Why the document must not be sent (a refused value, or what the check found); null when valid. */
  problem: X12Problem | null;
}

/**
 * The ASN as an X12 004010 856 interchange under the sender's next control numbers, checked
 * before it leaves. Call it in the transaction that records the transmission, so that the
 * numbers it takes are recorded with it.
 */
export function asnInterchange(
  db: PlantDb,
  asn: ShippedAsn,
  { purpose, now }: { purpose: AsnPurpose; now: Date },
): AsnInterchange {
  const senderId = asn.plantId;
  const { interchange, group } = nextControlNumbers(db, senderId);
  const set = asnTransactionSet(db, asn, purpose, TRANSACTION_CONTROL);
  const text = envelope(set.segments, { senderId, receiverId: CUSTOMS_RECEIVER_ID, interchange, group, now });
  const problem = set.problem ?? check856(text);
  return { text, senderId, interchange, group, transaction: TRANSACTION_CONTROL, problem };
}
