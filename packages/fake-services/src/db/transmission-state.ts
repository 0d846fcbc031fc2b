import { ACK_CODES, type AckState, DEFAULT_ACK_OVERDUE_MINUTES } from '@fgss/contracts';
import type { Database } from 'better-sqlite3';
import { plantTime } from '../clock.js';
import type { customsTransmissions } from './schema/customs/index.js';

type Row = Pick<typeof customsTransmissions.$inferSelect, 'result' | 'ack' | 'transmittedAt'>;

/**
 * Where one transmission stands with the partner at `now`: in EDI no 997 means not received, so
 * a delivered interchange is only 'sent' until its 997 comes, and 'overdue' once it has waited
 * more than `overdueMinutes` (the plant's FGSS_ASN_ACK_OVERDUE_MINUTES, in the customs link).
 */
export function transmissionState(row: Row, now: Date, overdueMinutes = DEFAULT_ACK_OVERDUE_MINUTES): AckState {
  if (row.result !== 'accepted') return 'failed';
  if (row.ack) return ACK_CODES[row.ack];
  // transmittedAt is plant time ('yyyy-MM-dd HH:mm:ss'): compared as text in the same format.
  const deadline = plantTime(new Date(now.getTime() - overdueMinutes * 60_000));
  return row.transmittedAt < deadline ? 'overdue' : 'sent';
}

/**
 * The same state in SQL, `transmission_state(result, ack, transmitted_at, now_ms, overdue_minutes)`
 * (null without a transmission), so that grids sort, filter and export by it.
 */
export function registerTransmissionState(sqlite: Database): void {
  sqlite.function(
    'transmission_state',
    { deterministic: true },
    (result: unknown, ack: unknown, transmittedAt: unknown, nowMs: unknown, minutes: unknown) =>
      result === null
        ? null
        : transmissionState({ result, ack, transmittedAt } as Row, new Date(Number(nowMs)), Number(minutes)),
  );
}
