import { asnsOfDate, interchangeOf } from '../../customs/retransmit.js';
import { ack997, readEnvelope } from '../../customs/x12/ack-997.js';
import type { PlantDb } from '../../db/plant.js';
import { customsTransmissions } from '../../db/schema/customs/index.js';
import type { Calendar } from './calendar.js';

/** Two days back, long past any overdue setting of a few hours. */
const DAY = -2;

/**
 * A plant's past transmissions to customs: of the ASNs shipped two days ago, the first was sent
 * and the partner accepted it with its 997; the second was sent and its 997 never came (overdue).
 */
export function seedTransmissions(db: PlantDb, cal: Calendar, plantId: string): void {
  const [accepted, unanswered] = asnsOfDate(db, cal.date(DAY)).filter((a) => a.plantId === plantId);
  for (const [asn, acknowledged] of [
    [accepted, true],
    [unanswered, false],
  ] as const) {
    if (!asn) continue;
    const at = cal.time(DAY, 20 * 60);
    const interchange = interchangeOf(db, asn, new Date(at.replace(' ', 'T')));
    const envelope = readEnvelope(interchange.document);
    const ack = acknowledged && envelope ? ack997(envelope, 'A', null, 1, new Date(at.replace(' ', 'T'))) : null;
    db.insert(customsTransmissions)
      .values({
        asnNumber: asn.asnNumber,
        asnVersion: asn.asnVersion,
        plantId: asn.plantId,
        transmittedAt: at,
        userId: 'planner',
        result: 'accepted',
        detail: 'CUS0000000',
        ...interchange,
        ...(ack ? { ack: 'A' as const, ackDocument: ack, acknowledgedAt: cal.time(DAY, 20 * 60 + 5) } : {}),
      })
      .run();
  }
}
