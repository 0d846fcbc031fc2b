import {
  EVENTS_TICKET_URL,
  eventsTicket,
  type JobSummary,
  type LivePrinter,
  PRINT_CENTER_STREAM_URL,
} from '@fgss/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { callHeaders } from '@/lib/call-headers';

/** How long after a dropped stream (or a refused ticket) it is opened again. */
const RETRY_MS = 1000;

/** While the gateway refuses the stream, how often a screen asks for what it shows instead. */
export const REFUSED_POLL_MS = 10_000;

export interface PrinterStreamState {
  /** Whether the stream dropped or was refused and is not open again yet: no state is current. */
  down: boolean;
  /**
   * Whether the gateway refused it for now (the user, or the gateway, follows as many as it may):
   * it is asked again after the wait the gateway gave, and a screen asks for the state meanwhile.
   */
  refused: boolean;
  /** Each printer's last state the plant sent, by name. */
  printers: Readonly<Record<string, LivePrinter>>;
}

type JobListener = (job: JobSummary) => void;

/**
 * The plant's printer stream, one per browser tab however many screens follow it: opened by the
 * first follower, closed with the last. The EventSource cannot send the token, so each opening
 * asks the gateway for a short-lived ticket first; a dropped stream is opened again with a new
 * ticket, and the plant then sends every printer's state again.
 */
class PrinterStream {
  private state: PrinterStreamState = { down: false, refused: false, printers: {} };
  private readonly listeners = new Set<() => void>();
  private readonly jobListeners = new Set<JobListener>();
  private source: EventSource | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Bumped on every opening and closing: an answer of an older one is dropped. */
  private generation = 0;

  readonly get = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      window.addEventListener('offline', this.dropped);
      window.addEventListener('online', this.dropped);
      void this.open();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  };

  /** The network went or came back: the open stream may be dead without knowing it. */
  private readonly dropped = () => this.reopen(this.generation);

  onJob(listener: JobListener): () => void {
    this.jobListeners.add(listener);
    return () => this.jobListeners.delete(listener);
  }

  private set(next: Partial<PrinterStreamState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private async open() {
    const generation = ++this.generation;
    try {
      const res = await fetch(EVENTS_TICKET_URL, { method: 'POST', headers: callHeaders() });
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after')) * 1000;
        return this.reopen(generation, { refused: true, after: Math.max(RETRY_MS, wait || 0) });
      }
      if (!res.ok) throw new Error(`ticket refused: ${res.status}`);
      const { ticket } = eventsTicket.parse(await res.json());
      if (generation !== this.generation) return;
      const source = new EventSource(`${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`);
      this.source = source;
      source.onopen = () => this.set({ down: false, refused: false });
      source.addEventListener('printer', (e) => {
        const printer = JSON.parse((e as MessageEvent<string>).data) as LivePrinter;
        this.set({ printers: { ...this.state.printers, [printer.printerName]: printer } });
      });
      source.addEventListener('job', (e) => {
        const job = JSON.parse((e as MessageEvent<string>).data) as JobSummary;
        for (const listener of this.jobListeners) listener(job);
      });
      // The ticket may have expired by the browser's own reconnect: always a new one instead.
      source.onerror = () => this.reopen(generation);
    } catch {
      this.reopen(generation);
    }
  }

  private reopen(generation: number, { refused = false, after = RETRY_MS } = {}) {
    if (generation !== this.generation) return;
    if (this.retry) clearTimeout(this.retry);
    this.source?.close();
    this.source = null;
    // A refusal stays shown while the stream is asked for again and the browser's drops pass.
    this.set({ down: true, refused: refused || this.state.refused });
    this.retry = setTimeout(() => {
      if (generation === this.generation && this.listeners.size > 0) void this.open();
    }, after);
  }

  private close() {
    window.removeEventListener('offline', this.dropped);
    window.removeEventListener('online', this.dropped);
    this.generation++;
    if (this.retry) clearTimeout(this.retry);
    this.source?.close();
    this.source = null;
    this.state = { down: false, refused: false, printers: {} };
  }
}

const stream = new PrinterStream();

/** The plant's printers as the stream tells them, live; follows the stream while mounted. */
export function usePrinterStream(): PrinterStreamState {
  return useSyncExternalStore(stream.subscribe, stream.get);
}

/** Calls `listener` on every job change of the plant while mounted (and the stream followed). */
export function useJobChanges(listener: JobListener): void {
  useEffect(() => stream.onJob(listener), [listener]);
}
