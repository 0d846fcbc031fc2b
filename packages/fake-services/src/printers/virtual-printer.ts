import { createServer, type Server, type Socket } from 'node:net';
import { HOST_STATUS_QUERY, type HostStatus, hostStatusReply } from './host-status.js';
import { identityOf } from './printer-models.js';
import {
  CANCEL_ALL,
  EXTENDED_STATUS,
  extendedStatusReply,
  IDENTIFY,
  identityReply,
  LABEL_COUNT_VARIABLE,
  labelCountReply,
  type PrinterIdentity,
} from './printer-replies.js';
import { type ZplPiece, ZplStream } from './zpl-stream.js';

/** One label received by a virtual printer: everything one connection sent. */
export interface PrintJob {
  printer: string;
  server: string;
  receivedAt: string;
  bytes: number;
  text: string;
  /** False while the connection is still open (what reached the printer so far). */
  complete: boolean;
}

/**
 * How a virtual printer treats a print connection, to try the service as a plant breaks it:
 * normal; refuse (nothing listens on its port); neverRead (accepts, never reads the job);
 * neverClose (reads everything, never closes); slow (reads everything, closes SLOW_CLOSE_MS
 * after the sender's end, a job a stop can catch in flight); reset (reads the first chunk, then
 * resets); cut (reads everything, then resets the connection instead of closing it cleanly).
 * Queries (~HI, ~HS, ~HQES, the label counter) are answered in every mode that accepts connections.
 */
export const printerBehaviours = ['normal', 'refuse', 'neverRead', 'neverClose', 'slow', 'reset', 'cut'] as const;
export type PrinterBehaviour = (typeof printerBehaviours)[number];

/** Faults that can be set to happen after a number of labels (paper runs out after N more). */
const LATER_FAULTS = { paperOutAfter: 'paperOut', headOpenAfter: 'headOpen', ribbonOutAfter: 'ribbonOut' } as const;
type LaterFault = keyof typeof LATER_FAULTS;

export interface PrinterState extends HostStatus, Record<LaterFault, number | null> {
  behaviour: PrinterBehaviour;
  /** How long each label takes to print; 0 prints at once (tests never wait for a label). */
  msPerLabel: number;
}

interface PrintedFormat {
  text: string;
  labels: number;
}
/** A format received: labels still to print, and its entry in `printed` once one came out. */
interface QueuedFormat extends PrintedFormat {
  out?: PrintedFormat;
}

/** How long a slow printer takes to close a job it has read. */
export const SLOW_CLOSE_MS = 3000;

/** Jobs kept per printer; older ones are dropped so a long-running plant stays small. */
const MAX_JOBS = 500;

/** Formats kept of what came out. */
const MAX_PRINTED = 5000;

/** Where a new printer's label counter starts: not 0, so a job's labels are counted from its baseline. */
const FIRST_LABEL_COUNT = 10_000;

/**
 * A virtual Zebra printer: a raw TCP socket on loopback, like port 9100 of a real one. It keeps
 * every job so tests and people can see what was sent, queues the labels of each format (^PQ
 * copies) and prints them while it is not paused, out of paper or ribbon or open, counting each
 * on its odometer; it answers ~HI, ~HS, ~HQES and the label counter (SGD getvar) as a Zebra does,
 * and ~JA drops what is still queued.
 */
export class VirtualPrinter {
  readonly jobs: PrintJob[] = [];
  /** Connections still open, with what they sent so far. */
  private readonly open = new Map<Socket, PrintJob>();
  /** The port it listens on, once listening. */
  port: number | null = null;
  state: PrinterState = {
    behaviour: 'normal',
    paperOut: false,
    paused: false,
    bufferFull: false,
    headOpen: false,
    ribbonOut: false,
    paperOutAfter: null,
    headOpenAfter: null,
    ribbonOutAfter: null,
    msPerLabel: 0,
  };
  /** Labels printed since it was made (odometer.total_label_count). */
  labelCount = FIRST_LABEL_COUNT;
  /** Labels still to print, per format received, oldest first. */
  private readonly queue: QueuedFormat[] = [];
  /** Formats that came out, with how many of their labels (copies): what tests count serials by. */
  readonly printed: PrintedFormat[] = [];
  private printing: NodeJS.Timeout | null = null;
  private tcp: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly name: string,
    /** The FGSS server (plant database) the printer belongs to. */
    readonly server: string,
    readonly identity: PrinterIdentity = identityOf(null),
  ) {
    this.tcp = this.createTcp();
  }

  private createTcp(): Server {
    // Half-open: a printer that never closes keeps its side open after the sender's end.
    return createServer({ allowHalfOpen: true }, (socket) => this.receive(socket));
  }

  /** Every job received, finished ones first, then what open connections sent so far. */
  received(): PrintJob[] {
    return [...this.jobs, ...this.open.values()];
  }

  /** Labels received and not printed yet. */
  get labelsQueued(): number {
    return this.queue.reduce((sum, f) => sum + f.labels, 0);
  }

  private receive(socket: Socket): void {
    this.sockets.add(socket);
    const stream = new ZplStream();
    let job: PrintJob | undefined;
    let bytes = 0;
    socket.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      if (this.state.behaviour === 'neverRead' && (job || text.includes('^XA'))) {
        // Queries are answered; a job is left unread.
        socket.pause();
        return;
      }
      bytes += chunk.length;
      for (const piece of stream.push(text)) {
        const printed = this.act(piece, socket);
        if (printed === null) continue;
        job ??= { printer: this.name, server: this.server, receivedAt: '', bytes: 0, text: '', complete: false };
        Object.assign(job, { receivedAt: new Date().toISOString(), bytes, text: job.text + printed });
        this.open.set(socket, job);
      }
      if (this.state.behaviour === 'reset') socket.resetAndDestroy();
    });
    socket.on('end', () => {
      const { behaviour } = this.state;
      if (behaviour === 'slow') setTimeout(() => socket.end(), SLOW_CLOSE_MS).unref();
      else if (behaviour === 'cut') socket.resetAndDestroy();
      else if (behaviour !== 'neverClose') socket.end();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.open.delete(socket);
      if (!job) return;
      job.receivedAt = new Date().toISOString();
      job.complete = true;
      this.jobs.push(job);
      if (this.jobs.length > MAX_JOBS) this.jobs.shift();
    });
  }

  /** Acts on one piece; returns the text it adds to the job (null for a query or command). */
  private act(piece: ZplPiece, socket: Socket): string | null {
    const reply = (text: string) => {
      if (socket.writable) socket.write(text, 'latin1');
    };
    switch (piece.kind) {
      case 'format':
        this.queue.push({ text: piece.text, labels: piece.labels });
        this.print();
        return piece.text;
      case 'other':
        return piece.text;
      case 'getvar':
        // A Zebra answers "?" for a variable it does not know.
        reply(piece.name === LABEL_COUNT_VARIABLE ? labelCountReply(this.labelCount) : '"?"');
        return null;
      case 'command':
        if (piece.command === HOST_STATUS_QUERY)
          reply(
            hostStatusReply(this.state, { formatsInBuffer: this.queue.length, labelsRemaining: this.labelsQueued }),
          );
        else if (piece.command === IDENTIFY) reply(identityReply(this.identity));
        else if (piece.command === EXTENDED_STATUS) reply(extendedStatusReply(this.state));
        else if (piece.command === CANCEL_ALL) this.cancelAll();
        return null;
    }
  }

  /** What ~JA does: drops every label still queued. */
  cancelAll(): void {
    this.queue.length = 0;
  }

  private canPrint(): boolean {
    const s = this.state;
    return !s.paused && !s.paperOut && !s.headOpen && !s.ribbonOut;
  }

  /** Prints what is queued while it can: at once, or one label every msPerLabel. */
  private print(): void {
    if (this.printing) return;
    while (this.queue.length > 0 && this.canPrint()) {
      if (this.state.msPerLabel > 0) {
        this.printing = setTimeout(() => {
          this.printing = null;
          if (this.queue.length > 0 && this.canPrint()) this.printLabel();
          this.print();
        }, this.state.msPerLabel);
        this.printing.unref();
        return;
      }
      this.printLabel();
    }
  }

  private printLabel(): void {
    const format = this.queue[0] as QueuedFormat;
    if (!format.out) {
      format.out = { text: format.text, labels: 0 };
      this.printed.push(format.out);
      if (this.printed.length > MAX_PRINTED) this.printed.shift();
    }
    format.out.labels += 1;
    format.labels -= 1;
    if (format.labels === 0) this.queue.shift();
    this.labelCount += 1;
    this.countTowardsFaults(1);
  }

  /** Counts labels towards the faults set to come after N labels; one due now is there. */
  private countTowardsFaults(labels: 0 | 1): void {
    for (const [after, fault] of Object.entries(LATER_FAULTS) as [LaterFault, (typeof LATER_FAULTS)[LaterFault]][]) {
      const left = this.state[after];
      if (left === null) continue;
      this.state = {
        ...this.state,
        ...(left - labels > 0 ? { [after]: left - labels } : { [after]: null, [fault]: true }),
      };
    }
  }

  /** Sets the printer's condition and behaviour (the dev-only plant endpoint and tests). */
  async setState(change: Partial<PrinterState>): Promise<PrinterState> {
    const before = this.state.behaviour;
    this.state = { ...this.state, ...change };
    this.countTowardsFaults(0);
    // A new speed applies to the label being printed too.
    if (change.msPerLabel !== undefined && this.printing) {
      clearTimeout(this.printing);
      this.printing = null;
    }
    if (this.port !== null && before !== this.state.behaviour) {
      // Stops accepting at once; connections already open live on.
      if (this.state.behaviour === 'refuse') this.tcp.close();
      else if (before === 'refuse') {
        this.tcp = this.createTcp();
        await this.listen(this.port);
      }
    }
    // Loading paper, closing the head or releasing the pause prints what is still queued.
    this.print();
    return this.state;
  }

  /** Listens on 127.0.0.1; port 0 picks a free port. Resolves to the port in use. */
  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.tcp.once('error', reject);
      this.tcp.listen(port, '127.0.0.1', () => {
        this.tcp.off('error', reject);
        const address = this.tcp.address();
        this.port = typeof address === 'object' && address ? address.port : port;
        resolve(this.port);
      });
    });
  }

  /** Lets the process end while it listens (a printer of a sample run, never closed). */
  unref(): void {
    this.tcp.unref();
  }

  close(): Promise<void> {
    if (this.printing) clearTimeout(this.printing);
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.tcp.listening ? this.tcp.close(() => resolve()) : resolve()));
  }
}
