import { createServer, type Server, type Socket } from 'node:net';
import { HOST_STATUS_QUERY, type HostStatus, hostStatusReply } from './host-status.js';

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
 * resets). Host status queries (~HS) are answered in every mode that accepts connections.
 */
export const printerBehaviours = ['normal', 'refuse', 'neverRead', 'neverClose', 'slow', 'reset'] as const;
export type PrinterBehaviour = (typeof printerBehaviours)[number];

export interface PrinterState extends HostStatus {
  behaviour: PrinterBehaviour;
}

/** How long a slow printer takes to close a job it has read. */
export const SLOW_CLOSE_MS = 3000;

/** Jobs kept per printer; older ones are dropped so a long-running plant stays small. */
const MAX_JOBS = 500;

/**
 * A virtual Zebra printer: a raw TCP socket on loopback, like port 9100 of a real one, that
 * accepts ZPL and keeps every job so tests and people can see what was printed, and answers
 * the host status query ~HS as a Zebra does.
 */
export class VirtualPrinter {
  readonly jobs: PrintJob[] = [];
  /** Connections still open, with what they sent so far. */
  private readonly open = new Map<Socket, PrintJob>();
  /** The port it listens on, once listening. */
  port: number | null = null;
  state: PrinterState = { behaviour: 'normal', paperOut: false, paused: false, bufferFull: false, headOpen: false };
  private tcp: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly name: string,
    /** The FGSS server (plant database) the printer belongs to. */
    readonly server: string,
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

  private receive(socket: Socket): void {
    this.sockets.add(socket);
    const chunks: Buffer[] = [];
    let job: PrintJob | undefined;
    socket.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      if (chunks.length === 0 && text.startsWith(HOST_STATUS_QUERY)) {
        socket.write(hostStatusReply(this.state, this.open.size));
        const rest = chunk.subarray(HOST_STATUS_QUERY.length);
        if (rest.length === 0) return;
        chunk = rest;
      }
      if (this.state.behaviour === 'neverRead') {
        // The first chunk was only looked at for ~HS; the job itself is left unread.
        socket.pause();
        return;
      }
      chunks.push(chunk);
      const data = Buffer.concat(chunks);
      job ??= { printer: this.name, server: this.server, receivedAt: '', bytes: 0, text: '', complete: false };
      Object.assign(job, { receivedAt: new Date().toISOString(), bytes: data.length, text: data.toString('latin1') });
      this.open.set(socket, job);
      if (this.state.behaviour === 'reset') socket.resetAndDestroy();
    });
    socket.on('end', () => {
      if (this.state.behaviour === 'slow') setTimeout(() => socket.end(), SLOW_CLOSE_MS).unref();
      else if (this.state.behaviour !== 'neverClose') socket.end();
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

  /** Sets the printer's condition and behaviour (the dev-only plant endpoint and tests). */
  async setState(change: Partial<PrinterState>): Promise<PrinterState> {
    const before = this.state.behaviour;
    this.state = { ...this.state, ...change };
    if (this.port !== null && before !== this.state.behaviour) {
      // Stops accepting at once; connections already open live on.
      if (this.state.behaviour === 'refuse') this.tcp.close();
      else if (before === 'refuse') {
        this.tcp = this.createTcp();
        await this.listen(this.port);
      }
    }
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

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.tcp.listening ? this.tcp.close(() => resolve()) : resolve()));
  }
}
