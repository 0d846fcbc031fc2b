import type { LivePrinter, PrintCenterEvent } from '@fgss/contracts';
import { asc } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { askPrinter } from '../labels/ask-printer.js';
import { onJobChange } from '../labels/job-events.js';
import { type PrintSettings, printerTarget, stateOf, zplPrinter } from '../labels/printer-check.js';
import { PRINTER_TIMEOUT_MS, type PrinterAddress } from '../labels/send.js';
import { dpiOf, type PrinterReport } from '../printers/printer-report.js';
import { jobSummaryOf } from './job-summary.js';

/** Someone following the plant's printers: a stream's connection. */
export interface WatchListener {
  send(event: PrintCenterEvent): void;
  /** The watch closes (the plant stops): the listener ends its stream. */
  end(): void;
}

interface PrinterRow {
  printerName: string;
  hostName: string;
  port: string;
}

/** What the printer said (null: no answer) as the screens show it, and what it says of itself. */
export function liveOf(printer: PrinterAddress, report: PrinterReport | null, checkedAt: Date): LivePrinter {
  return {
    ...stateOf(printer, report),
    model: report?.model ?? null,
    dpi: report ? dpiOf(report.dotsPerMm) : null,
    labelCount: report?.labelCount ?? null,
    checkedAt: checkedAt.toISOString(),
  };
}

/** Whether two looks at a printer differ in anything but when they were taken. */
const changed = (a: LivePrinter | undefined, b: LivePrinter) =>
  !a || JSON.stringify({ ...a, checkedAt: '' }) !== JSON.stringify({ ...b, checkedAt: '' });

/**
 * One plant's printers, watched once for everyone: while at least one listener is there, every
 * ZPL printer of the plant is asked every `watchMs` (a printer still answering the last question
 * is not asked again), and a listener hears only what changed, plus every job change of this
 * plant (job-events), never a poll of the job table.
 */
export class PrinterWatch {
  private readonly listeners = new Set<WatchListener>();
  private readonly states = new Map<string, LivePrinter>();
  private readonly asking = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private stopJobs: (() => void) | null = null;

  constructor(
    private readonly db: PlantDb,
    private readonly settings: PrintSettings,
  ) {}

  /** Follows the printers: the last state of each at once, then changes. Returns the unfollow. */
  listen(listener: WatchListener): () => void {
    this.listeners.add(listener);
    for (const data of this.states.values()) listener.send({ type: 'printer', data });
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /**
   * Every printer's state: the watch's when it runs, else each printer asked now (a snapshot
   * with nobody listening starts no loop).
   */
  async printers(): Promise<LivePrinter[]> {
    return Promise.all(this.rows().map((row) => this.states.get(row.printerName) ?? this.check(row)));
  }

  /** Ends every listener's stream and stops. */
  close(): void {
    for (const listener of [...this.listeners]) listener.end();
    this.listeners.clear();
    this.stop();
  }

  private start(): void {
    this.stopJobs = onJobChange((db, jobId) => {
      if (db !== this.db) return;
      const data = jobSummaryOf(db, jobId);
      if (data) this.emit({ type: 'job', data });
    });
    this.round();
    this.timer = setInterval(() => this.round(), this.settings.watchMs);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopJobs?.();
    this.stopJobs = null;
    // A later listener must not be told what was true before nobody looked.
    this.states.clear();
  }

  private rows(): PrinterRow[] {
    return this.db
      .select({ printerName: labelPrinters.printerName, hostName: labelPrinters.hostName, port: labelPrinters.port })
      .from(labelPrinters)
      .where(zplPrinter)
      .orderBy(asc(labelPrinters.printerName))
      .all() as PrinterRow[];
  }

  private round(): void {
    const rows = this.rows();
    const names = new Set(rows.map((row) => row.printerName));
    for (const name of this.states.keys()) if (!names.has(name)) this.states.delete(name);
    for (const row of rows) {
      if (this.asking.has(row.printerName)) continue;
      this.asking.add(row.printerName);
      void this.check(row).then((state) => {
        this.asking.delete(row.printerName);
        if (!this.timer || !changed(this.states.get(row.printerName), state)) return;
        this.states.set(row.printerName, state);
        this.emit({ type: 'printer', data: state });
      });
    }
  }

  private async check(row: PrinterRow): Promise<LivePrinter> {
    const timeoutMs = Math.min(this.settings.timeoutMs, PRINTER_TIMEOUT_MS);
    const named = { name: row.printerName, host: row.hostName, address: row.hostName, port: Number(row.port) };
    const address = await printerTarget(this.db, row, this.settings).catch(() => null);
    const report = address && (await askPrinter(address, timeoutMs));
    return liveOf(address ?? named, report, new Date());
  }

  private emit(event: PrintCenterEvent): void {
    for (const listener of this.listeners) listener.send(event);
  }
}

/** The watch of each plant database of this process, made when first needed. */
export class PrinterWatches {
  private readonly watches = new Map<PlantDb, PrinterWatch>();

  constructor(private readonly settings: PrintSettings) {}

  of(db: PlantDb): PrinterWatch {
    let watch = this.watches.get(db);
    if (!watch) {
      watch = new PrinterWatch(db, this.settings);
      this.watches.set(db, watch);
    }
    return watch;
  }

  close(): void {
    for (const watch of this.watches.values()) watch.close();
  }
}
