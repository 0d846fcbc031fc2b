import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How long a ticket opens a stream: time for the browser to open it after asking, no more. */
export const TICKET_LIFE_MS = 10_000;

const IV = 12;
const TAG = 16;

/**
 * Event-stream tickets: the caller's token sealed (AES-256-GCM) with a key every gateway derives
 * from the shared signing secret, with its expiry. The browser's EventSource cannot send the
 * token in a header, and a token in a URL lands in logs and history as a session for hours; a
 * ticket in the URL shows nothing and opens one stream within 10 s only (spent-tickets.ts). Any
 * gateway opens any gateway's ticket.
 */
export function ticketSealer(secret: string, clock: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'fgss event-stream ticket', 32));
  return {
    seal(token: string): string {
      const iv = randomBytes(IV);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = JSON.stringify({ token, expires: clock() + TICKET_LIFE_MS });
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /**
     * The token of a ticket this gateway family sealed and that has not expired, with the ticket's
     * id (its random IV) and expiry; else null.
     */
    open(ticket: string): { token: string; id: string; expires: number } | null {
      try {
        const bytes = Buffer.from(ticket, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV));
        decipher.setAuthTag(bytes.subarray(IV, IV + TAG));
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV + TAG)), decipher.final()]).toString('utf8');
        const { token, expires } = JSON.parse(plain) as { token: string; expires: number };
        return expires > clock() ? { token, id: bytes.subarray(0, IV).toString('base64url'), expires } : null;
      } catch {
        return null;
      }
    },
  };
}
