import { STATUS_CODES } from 'node:http';

/** Where the plant sends ASNs, and how long it waits for one answer. */
export interface CustomsLink {
  /** Base URL of the customs gateway (the fake receiver's, or FGSS_CUSTOMS_URL). */
  url: string;
  timeoutMs: number;
  /** Minutes a delivered interchange may wait for its 997 before it is overdue (FGSS_ASN_ACK_OVERDUE_MINUTES). */
  ackOverdueMinutes: number;
}

export const CUSTOMS_TIMEOUT_MS = 60_000;

export type Delivery =
  | { result: 'accepted'; controlNumber: string }
  | { result: 'refused'; status: number; statusText: string }
  | { result: 'unreachable' }
  | { result: 'timeout' };

/**
 * Sends one 856 document to the customs gateway under `key`, the transmission's idempotency key:
 * sent again with the same key, the gateway answers the first time's reply.
 */
export async function deliver(link: CustomsLink, document: string, key: string, sender: string): Promise<Delivery> {
  try {
    const res = await fetch(`${link.url}/asn`, {
      method: 'POST',
      headers: { 'content-type': 'application/edi-x12', 'idempotency-key': key, 'x-sender': sender },
      body: document,
      signal: AbortSignal.timeout(link.timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as { controlNumber?: unknown } | null;
    if (res.ok && typeof body?.controlNumber === 'string')
      return { result: 'accepted', controlNumber: body.controlNumber };
    return { result: 'refused', status: res.status, statusText: res.statusText || STATUS_CODES[res.status] || '' };
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? { result: 'timeout' } : { result: 'unreachable' };
  }
}
