import { z } from 'zod';
import { defineCall } from '../call.js';
import { printJobStates, reprintReasons } from './print-history.js';
import { DEMAND_MODULE, PRINT_SCREENS } from './print-screen.js';
import { printerState } from './replies.js';

/** Print Center and its stream: read for anyone who may read a print screen (as Print History). */
export const printCenterAccess = {
  kind: 'anyScreen',
  module: DEMAND_MODULE,
  screens: PRINT_SCREENS,
  action: 'read',
} as const;

/**
 * A printer as the plant's watch last saw it: its state as the print screens show it (condition,
 * every fault, the message) and what it says of itself; model, dpi and counter are null until it
 * answered once.
 */
export const livePrinter = printerState.extend({
  model: z.string().nullable(),
  dpi: z.number().int().nullable(),
  /** The printer's label counter (odometer). */
  labelCount: z.number().int().nullable(),
  /** When the printer was last asked (ISO time). */
  checkedAt: z.string(),
});
export type LivePrinter = z.infer<typeof livePrinter>;

/**
 * A printer of the plant Print Center cannot ask (not a Zebra on TCP/IP: a Datamax, a USB or
 * serial printer, an office laser): its state is unknown, and what the Label Printer master
 * says of it is shown.
 */
export const unwatchedPrinter = z.object({
  printerName: z.string(),
  printerType: z.string(),
  model: z.string().nullable(),
  communicationType: z.string(),
  /** Host, PC or port name as the master writes it, with the TCP port when it has one. */
  address: z.string(),
});
export type UnwatchedPrinter = z.infer<typeof unwatchedPrinter>;

/** A print job as Print Center lists it. */
export const jobSummary = z.object({
  id: z.number().int(),
  screen: z.string(),
  printerName: z.string(),
  userId: z.string(),
  printedAt: z.string(),
  state: z.enum(printJobStates),
  sewsPartNo: z.string().nullable(),
  firstSerial: z.string().nullable(),
  lastSerial: z.string().nullable(),
  labels: z.number().int(),
  copies: z.number().int(),
  /** Labels (copies included) the printer counted out. */
  printedLabels: z.number().int(),
  message: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummary>;

/** Today's work of one printer or one screen. */
export const dayFigures = z.object({
  name: z.string(),
  /** Labels out (copies included). */
  labels: z.number().int(),
  reprints: z.number().int(),
  failures: z.number().int(),
});
export type DayFigures = z.infer<typeof dayFigures>;

/** Reprints of one shift of the plant day, by reason. */
export const shiftReprints = z.object({
  /** The shift's start, 'HH:MM'. */
  start: z.string(),
  reprints: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(reprintReasons), count: z.number().int() })),
  /** The notes the shift's reprints were asked with, each with its job. */
  notes: z.array(z.object({ job: z.number().int(), reason: z.enum(reprintReasons), note: z.string() })),
});
export type ShiftReprints = z.infer<typeof shiftReprints>;

export const printCenterSnapshot = z.object({
  /** The plant day the figures are of ('yyyy-MM-dd'): it starts with the first shift. */
  day: z.string(),
  printers: z.array(
    z.object({
      printer: livePrinter,
      /** The job the printer is printing now (sending or sent), the oldest first. */
      printing: jobSummary.nullable(),
      /** Its other jobs not yet out: reserved, sending, sent. */
      queue: z.array(jobSummary),
    }),
  ),
  /** The plant's other printers, by name: no state can be asked of them. */
  unwatched: z.array(unwatchedPrinter),
  /** Jobs whose labels may be missing (partly printed, unknown), not yet reprinted nor confirmed. */
  attention: z.array(jobSummary),
  today: z.object({ byPrinter: z.array(dayFigures), byScreen: z.array(dayFigures) }),
  shifts: z.array(shiftReprints),
});
export type PrintCenterSnapshot = z.infer<typeof printCenterSnapshot>;

/**
 * The plant's printer stream (text/event-stream), beside the snapshot: an event `printer` (a
 * LivePrinter) when a printer's state changes, and on connecting each printer's last state; an
 * event `job` (a JobSummary) when a job changes; a comment line every 15 s keeps it open.
 */
export const PRINT_CENTER_EVENTS_PATH = 'PrintCenter/Events';
/** The stream's comment line comes this often: a stream silent for three of them is dead. */
export const EVENTS_HEARTBEAT_MS = 15_000;
/**
 * The gateway's side for the browser's EventSource, which cannot send the token in a header:
 * POST the ticket URL with the token, then open the stream URL with `?ticket=` within its life.
 */
export const EVENTS_TICKET_URL = '/api/events/ticket';
export const PRINT_CENTER_STREAM_URL = '/api/events/print-center';
/** The headers of an event stream, the plant's and the gateway's alike. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // nginx and the like pass each event on at once instead of buffering the stream.
  'x-accel-buffering': 'no',
} as const;
export const eventsTicket = z.object({ ticket: z.string() });
export const printCenterEvents = { printer: livePrinter, job: jobSummary } as const;
export type PrintCenterEvent = {
  [K in keyof typeof printCenterEvents]: { type: K; data: z.infer<(typeof printCenterEvents)[K]> };
}[keyof typeof printCenterEvents];

/** Print Center's chart looks back over the current shift and this many before it. */
export const CHART_SHIFTS_BEFORE = 2;

/** One printer's work in one hour: labels out (copies included), reprint jobs and failed jobs. */
export const printerHour = z.object({
  /** The hour's start in plant time, 'yyyy-MM-dd HH:00'. */
  hour: z.string(),
  printerName: z.string(),
  labels: z.number().int(),
  reprints: z.number().int(),
  failures: z.number().int(),
});
export type PrinterHour = z.infer<typeof printerHour>;

/** Labels per hour per printer over the current shift and the two before, oldest first. */
export const printCenterHours = z.object({
  /** Each shift of the window: its start 'HH:MM' and its plant times [from, to) ('yyyy-MM-dd HH:mm:ss'). */
  shifts: z.array(z.object({ start: z.string(), from: z.string(), to: z.string() })),
  /** Only the hours and printers with work, oldest hour first. */
  hours: z.array(printerHour),
});
export type PrintCenterHours = z.infer<typeof printCenterHours>;

export const PrintCenter = {
  snapshot: defineCall({
    service: 'demand',
    method: 'GET',
    path: 'PrintCenter',
    access: printCenterAccess,
    input: z.object({}),
    response: printCenterSnapshot,
  }),
  hours: defineCall({
    service: 'demand',
    method: 'GET',
    path: 'PrintCenter/Hours',
    access: printCenterAccess,
    input: z.object({}),
    response: printCenterHours,
  }),
};
