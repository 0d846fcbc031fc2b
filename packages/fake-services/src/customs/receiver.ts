import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { ELEMENT_ERRORS, SEGMENT_ERRORS, TRANSACTION_ERRORS } from '@fgss/contracts';
import { z } from 'zod';
import { readAsnDocument } from './asn-document.js';
import { type AckErrors, ack997, readEnvelope } from './x12/ack-997.js';

const codeOf = <T extends Record<string, string>>(codes: T) => z.enum(Object.keys(codes) as [keyof T & string]);
/** The AK5, AK3 and AK4 codes of a 997 that rejects a transaction set or accepts it with errors. */
const ackErrors = z.strictObject({
  transaction: codeOf(TRANSACTION_ERRORS),
  segment: z
    .strictObject({
      id: z.string().regex(/^[A-Z0-9]{2,3}$/),
      position: z.number().int().min(1),
      code: codeOf(SEGMENT_ERRORS),
      element: z.strictObject({ position: z.number().int().min(1), code: codeOf(ELEMENT_ERRORS) }).optional(),
    })
    .optional(),
}) satisfies z.ZodType<AckErrors>;
const DEFAULT_ERRORS: AckErrors = {
  transaction: '5',
  segment: { id: 'BSN', position: 2, code: '8', element: { position: 1, code: '7' } },
};
const ACK_CODE = { accept: 'A', acceptWithErrors: 'E', reject: 'R' } as const;

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
  /** How the partner acknowledges each new interchange with a 997 ('never': no 997 comes). */
  ack: z.enum(['accept', 'acceptWithErrors', 'reject', 'never']).optional(),
  /** Put the 997 in the sender's mailbox this long after the interchange came. */
  ackDelayMs: z.number().int().min(0).max(3_600_000).optional(),
  /** What a rejection or an acceptance with errors names (AK5, AK3, AK4 codes). */
  rejectReason: ackErrors.optional(),
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

/** A 997 waiting in a sender's mailbox until the sender collects it. */
export interface MailboxAck {
  id: number;
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
 * Each new interchange is answered, as a trading partner does, asynchronously with a 997 put in
 * the sender's mailbox (GET /997?sender=ISA06), which the sender empties once it has read them
 * (DELETE /997?sender=ISA06&ids=1,2).
 */
export class CustomsReceiver {
  readonly received: ReceivedAsn[] = [];
  /** Every transmission, answered or failed. */
  attempts = 0;
  private state = {
    delayMs: 0,
    failStatus: null as number | null,
    failTimes: null as number | null,
    unreachable: false,
    ack: 'accept' as CustomsStateChange['ack'],
    ackDelayMs: 0,
    rejectReason: DEFAULT_ERRORS as AckErrors,
  };
  private readonly mailboxes = new Map<string, MailboxAck[]>();
  private readonly pendingAcks = new Set<NodeJS.Timeout>();
  private server: Server | null = null;
  private port = 0;
  private sequence = 0;
  /** The receiver's own interchange control numbers (ISA13 of its 997s). */
  private ackSequence = 0;

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
    for (const t of this.pendingAcks) clearTimeout(t);
    this.pendingAcks.clear();
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
      this.mailboxes.clear();
      for (const t of this.pendingAcks) clearTimeout(t);
      this.pendingAcks.clear();
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
    const wait = req.url?.startsWith('/997') ? 0 : this.state.delayMs;
    const reply = this.receive(req, Buffer.concat(chunks).toString('utf8'));
    if (wait > 0) await delay(wait);
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }

  private receive(req: IncomingMessage, text: string): Reply {
    const url = new URL(req.url ?? '/', 'http://receiver');
    // The sender's collecting of its 997s is not a transmission.
    if (url.pathname === '/997') return this.mailbox(req.method, url.searchParams);
    this.attempts++;
    if (req.method !== 'POST' || url.pathname !== '/asn') return { status: 404, body: { message: 'Not found' } };
    const { failStatus, failTimes } = this.state;
    if (failStatus !== null) {
      // The last of n failures puts the receiver back to accepting.
      if (failTimes !== null && failTimes <= 1) Object.assign(this.state, { failStatus: null, failTimes: null });
      else if (failTimes !== null) this.state.failTimes = failTimes - 1;
      return { status: failStatus, body: { message: STATUS_CODES[failStatus] ?? 'Failed' } };
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    const doc = readAsnDocument(text);
    const envelope = readEnvelope(text);
    if (!key || !doc || !envelope)
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
    this.acknowledge(envelope);
    return { status: 200, body: { status: 'ACCEPTED', controlNumber, repeat: false } };
  }

  /** Answers a new interchange with a 997 in its sender's mailbox, at once, later, or never. */
  private acknowledge(envelope: NonNullable<ReturnType<typeof readEnvelope>>) {
    const { ack, ackDelayMs, rejectReason } = this.state;
    if (ack === 'never' || ack === undefined) return;
    const control = ++this.ackSequence;
    const post = () => {
      const box = this.mailboxes.get(envelope.senderId) ?? [];
      box.push({ id: control, document: ack997(envelope, ACK_CODE[ack], rejectReason, control, new Date()) });
      this.mailboxes.set(envelope.senderId, box);
    };
    if (ackDelayMs === 0) return post();
    const timer = setTimeout(() => {
      this.pendingAcks.delete(timer);
      post();
    }, ackDelayMs);
    this.pendingAcks.add(timer);
  }

  /** A sender's mailbox of 997s: GET reads them, DELETE removes the ones it has read. */
  private mailbox(method: string | undefined, query: URLSearchParams): Reply {
    const sender = query.get('sender') ?? '';
    const box = this.mailboxes.get(sender) ?? [];
    if (method === 'GET') return { status: 200, body: { acks: box } };
    if (method !== 'DELETE') return { status: 405, body: { message: 'Method not allowed' } };
    const read = new Set((query.get('ids') ?? '').split(',').map(Number));
    this.mailboxes.set(
      sender,
      box.filter((a) => !read.has(a.id)),
    );
    return { status: 200, body: { removed: box.length - (this.mailboxes.get(sender)?.length ?? 0) } };
  }
}
