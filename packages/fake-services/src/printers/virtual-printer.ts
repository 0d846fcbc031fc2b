import { createServer, type Server, type Socket } from 'node:net';

/** One label received by a virtual printer: everything one connection sent. */
export interface PrintJob {
  printer: string;
  server: string;
  receivedAt: string;
  bytes: number;
  text: string;
}

/** Jobs kept per printer; older ones are dropped so a long-running plant stays small. */
const MAX_JOBS = 500;

/**
 * A virtual Zebra printer: a raw TCP socket on loopback, like port 9100 of a real one, that
 * accepts ZPL and keeps every job so tests and people can see what was printed.
 */
export class VirtualPrinter {
  readonly jobs: PrintJob[] = [];
  /** The port it listens on, once listening. */
  port: number | null = null;
  private readonly tcp: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly name: string,
    /** The FGSS server (plant database) the printer belongs to. */
    readonly server: string,
  ) {
    this.tcp = createServer((socket) => this.receive(socket));
  }

  private receive(socket: Socket): void {
    this.sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      const data = Buffer.concat(chunks);
      if (data.length === 0) return;
      this.jobs.push({
        printer: this.name,
        server: this.server,
        receivedAt: new Date().toISOString(),
        bytes: data.length,
        text: data.toString('latin1'),
      });
      if (this.jobs.length > MAX_JOBS) this.jobs.shift();
    });
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
    return new Promise((resolve) => this.tcp.close(() => resolve()));
  }
}
