import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { readAsnDocument } from './asn-document.js';

/** How the receiver treats what it is sent: a demo or a test makes it slow, failing or unreachable. */
export const customsStateChange = z.strictObject({
  /** Wait this long before answering. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
  /** Answer with this status instead of accepting (null: accept again). */
  failStatus: z.number().int().min(400).max(599).nullable().optional(),
  /** Fail only the next n transmissions, then accept (null: every one while failStatus is set). */
  failTimes: z.number().int().min(1).nullable().optional(),
  /** Stop listening (connection refused) or listen again on the same port. */
  unreachable: z.boolean().optional(),
  /** Forget what was received. */
  clear: z.literal(true).optional(),
});
export type CustomsStateChange = z.infer<typeof customsStateChange>;

/** One ASN the receiver accepted, with the key it came under and how often it came again. */
export interface ReceivedAsn {
  controlNumber: string;
  key: string;
  sender: string;
  asnNumber: string;
  asnVersion: number;
  receivedAt: string;
  repeats: number;
  document: string;
}

interface Reply {
  status: number;
  body: unknown;
}

/**
 * The fake customs gateway: an HTTP endpoint on loopback that takes ASNs as X12 856 documents
 * (POST /asn, `Idempotency-Key` per transmission), answers with a control number, and keeps
 * every accepted transmission. A transmission repeated under the same key gets the first answer
 * and is not kept twice, as a real EDI gateway acknowledges a duplicate interchange.
 */
export class CustomsReceiver {
  readonly received: ReceivedAsn[] = [];
  /** Every request, answered or failed. */
  attempts = 0;
  private state = {
    delayMs: 0,
    failStatus: null as number | null,
    failTimes: null as number | null,
    unreachable: false,
  };
  private server: Server | null = null;
  private port = 0;
  private sequence = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  status() {
    return { url: this.url, ...this.state, attempts: this.attempts, received: this.received.length };
  }

  async listen(port: number): Promise<number> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async setState(change: CustomsStateChange) {
    const { unreachable, clear, ...rest } = change;
    Object.assign(this.state, rest);
    if (clear) {
      this.received.length = 0;
      this.attempts = 0;
    }
    if (unreachable !== undefined && unreachable !== this.state.unreachable) {
      this.state.unreachable = unreachable;
      if (unreachable) await this.close();
      else await this.listen(this.port);
    }
    return this.status();
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    // A slow gateway has taken the ASN and is slow to acknowledge it: the answer waits, not the work.
    const wait = this.state.delayMs;
    const reply = this.receive(req, Buffer.concat(chunks).toString('utf8'));
    if (wait > 0) await delay(wait);
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }

  private receive(req: IncomingMessage, text: string): Reply {
    this.attempts++;
    if (req.method !== 'POST' || req.url !== '/asn') return { status: 404, body: { message: 'Not found' } };
    const { failStatus, failTimes } = this.state;
    if (failStatus !== null) {
      // The last of n failures puts the receiver back to accepting.
      if (failTimes !== null && failTimes <= 1) Object.assign(this.state, { failStatus: null, failTimes: null });
      else if (failTimes !== null) this.state.failTimes = failTimes - 1;
      return { status: failStatus, body: { message: STATUS_CODES[failStatus] ?? 'Failed' } };
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const doc = readAsnDocument(text);
    if (!key || !doc)
      return { status: 400, body: { message: 'Expected an X12 856 ship notice with an Idempotency-Key' } };
    const earlier = this.received.find((r) => r.key === key);
    if (earlier) {
      earlier.repeats++;
      return { status: 200, body: { status: 'ACCEPTED', controlNumber: earlier.controlNumber, repeat: true } };
    }
    const controlNumber = `CUS${String(++this.sequence).padStart(7, '0')}`;
    this.received.push({
      controlNumber,
      key,
      sender: String(req.headers['x-sender'] ?? ''),
      ...doc,
      receivedAt: new Date().toISOString(),
      repeats: 0,
      document: text,
    });
    return { status: 200, body: { status: 'ACCEPTED', controlNumber, repeat: false } };
  }
}
