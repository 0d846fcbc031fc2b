import {
  ATTENTION_STATES,
  type LabelPreview,
  type LoadOptions,
  PrintJobRow,
  type PrintReply,
  type printHistoryFilters,
  printOutcomeMessages,
  type ReprintReason,
  type ReprintScreen,
} from '@fgss/contracts';
import { and, asc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { printedLabel, printJob } from '../db/schema/printing/index.js';
import { badRequest, notFound, ServiceError } from '../http/errors.js';
import { askPrinter, cancelAll } from '../labels/ask-printer.js';
import { countedOut, replyOf, serialsOfJob } from '../labels/confirm-job.js';
import { jobChanged } from '../labels/job-events.js';
import { atResolution, labelFormats } from '../labels/label-resolution.js';
import { previewOf } from '../labels/preview.js';
import type { PrintedBy } from '../labels/print.js';
import { reserveJob, runJob } from '../labels/print-job.js';
import { type PrintSettings, printerAddress } from '../labels/printer-check.js';
import { PRINTER_TIMEOUT_MS } from '../labels/send.js';
import { tableGridQuery } from './grid-query.js';

const t = printJob;
const columns = {
  id: t.id,
  printedAt: t.printedAt,
  userId: t.userId,
  screen: t.screen,
  printerName: t.printerName,
  sewsPartNo: t.sewsPartNo,
  sewsDesignLevel: t.sewsDesignLevel,
  firstSerial: t.firstSerial,
  lastSerial: t.lastSerial,
  labels: t.labels,
  copies: t.copies,
  state: t.state,
  printedLabels: t.printedLabels,
  reprintOf: t.reprintOf,
  reprintReason: t.reprintReason,
  reprintNote: t.reprintNote,
  missingOf: t.missingOf,
  confirmedBy: t.confirmedBy,
  message: t.message,
};

/** The filters of Print History as conditions; a serial matches the job whose range holds it. */
function filterConditions(f: z.output<typeof printHistoryFilters>): SQL[] {
  const where: SQL[] = [];
  if (f.dateFrom) where.push(gte(t.printedAt, f.dateFrom));
  // printedAt is 'yyyy-MM-dd HH:mm:ss': every time of the last day sorts below 'yyyy-MM-dd ~'.
  if (f.dateTo) where.push(lte(t.printedAt, `${f.dateTo} ~`));
  if (f.printerName) where.push(eq(t.printerName, f.printerName));
  if (f.userId) where.push(eq(t.userId, f.userId));
  if (f.state) where.push(eq(t.state, f.state));
  // Serials of a range share their prefix and width, so text order is number order.
  if (f.serial)
    where.push(
      lte(t.firstSerial, f.serial),
      gte(t.lastSerial, f.serial),
      sql`length(${t.firstSerial}) = ${f.serial.length}`,
    );
  return where;
}

type Row = z.output<typeof PrintJobRow.row>;
type Job = typeof printJob.$inferSelect;
const query = tableGridQuery<Row>(PrintJobRow, t, columns);

/** GET PrintHistory: the jobs, newest first unless sorted otherwise; never grouped. */
export function printHistory(db: PlantDb, o: LoadOptions & z.output<typeof printHistoryFilters>) {
  const page = query.load(db, { ...o, group: undefined }, filterConditions(o));
  return { ...page, data: page.data as Row[] };
}

function jobOf(db: PlantDb, id: number): Job {
  const job = db.select().from(t).where(eq(t.id, id)).get();
  if (!job) throw notFound(`Print job ${id} does not exist.`);
  return job;
}

/** GET PrintHistory/Preview: the bytes the job sent, and its first label drawn by `draw` (the render pool). */
export async function jobPreview(
  db: PlantDb,
  id: number,
  draw: (zpl: string, serial: string | null, dotsPerMm?: number) => Promise<LabelPreview>,
) {
  const job = jobOf(db, id);
  if (!job.zpl) throw notFound(`Print job ${id} sent nothing to the printer.`);
  return { id, zpl: job.zpl, preview: await draw(job.zpl, job.firstSerial, job.dotsPerMm ?? undefined) };
}

/** The serials a job printed, in order: as the job lists them, or its claimed rows for older jobs. */
function serialsOf(db: PlantDb, job: Job): string[] {
  if (job.serials) return serialsOfJob(job);
  return db
    .select({ serial: printedLabel.serial })
    .from(printedLabel)
    .where(eq(printedLabel.jobId, job.reprintOf ?? job.id))
    .orderBy(asc(printedLabel.id))
    .all()
    .map((r) => r.serial);
}

/** What a job printed again is (its part, format, printer, sizes), without what its own print says. */
const sameLabels = (job: Job) => ({
  plantId: job.plantId,
  screen: job.screen,
  labelFormat: job.labelFormat,
  sewsPartNo: job.sewsPartNo,
  sewsDesignLevel: job.sewsDesignLevel,
  printerName: job.printerName,
  copies: job.copies,
  speed: job.speed,
});

function jobOfScreen(db: PlantDb, q: { id: number; screen: ReprintScreen }): Job {
  const job = jobOf(db, q.id);
  if (job.screen !== q.screen) throw badRequest(`Print job ${q.id} was printed on ${job.screen}, not ${q.screen}.`);
  return job;
}

/** A print reply of a job run again (reprint, missing serials). */
function replyOfRun(
  run: Awaited<ReturnType<typeof runJob>>,
  printer: string,
  labels: number,
  copies: number,
): PrintReply {
  const { job, settled } = run;
  return {
    ...replyOf(settled),
    printId: job.id,
    printer,
    labels,
    copies,
    serials: job.serials,
    preview: previewOf(job.zpl, job.serials[0] ?? null, job.dotsPerMm),
  };
}

/**
 * POST PrintHistory/Reprint: the job's exact bytes again, to its printer, as a new job that
 * points at the original (the first print of those serials) and says why. Nothing new is claimed.
 */
export async function reprint(
  db: PlantDb,
  q: { id: number; screen: ReprintScreen; reason: ReprintReason; note?: string | undefined },
  by: PrintedBy,
  settings: PrintSettings,
): Promise<PrintReply> {
  const job = jobOfScreen(db, q);
  const { zpl } = job;
  if (!zpl) throw badRequest(`Print job ${q.id} printed nothing: its serials went back. Print again from its screen.`);
  const printer = await printerAddress(db, job.printerName, settings);
  const serials = serialsOf(db, job);
  const run = await runJob(db, printer, settings, {
    sequenceKey: null,
    reserve: (start) =>
      reserveJob(db, {
        job: {
          ...sameLabels(job),
          labels: job.labels,
          userId: by.user,
          reprintOf: job.reprintOf ?? job.id,
          reprintReason: q.reason,
          reprintNote: q.note ?? null,
          ...start,
          // The exact bytes: laid out for the resolution the job was.
          dotsPerMm: job.dotsPerMm ?? start.dotsPerMm,
        },
        claim: { from: 'original', serials },
        zpl: () => zpl,
      }),
    onSent: () => {},
  });
  return replyOfRun(run, printer.name, job.labels, job.copies);
}

const isAttention = (state: string) => (ATTENTION_STATES as readonly string[]).includes(state);

/** The labels of a job that came out, re-read from its printer (after cancelling what it still holds). */
async function countAfterCancel(db: PlantDb, job: Job, settings: PrintSettings): Promise<number> {
  if (job.counterStart === null) return job.printedLabels;
  const printer = await printerAddress(db, job.printerName, settings).catch(() => null);
  if (!printer) return job.printedLabels;
  await cancelAll(printer, Math.min(settings.timeoutMs, PRINTER_TIMEOUT_MS));
  const report = await askPrinter(printer, Math.min(settings.timeoutMs, PRINTER_TIMEOUT_MS));
  if (!report || report.labelCount === null) return job.printedLabels;
  const counted = Math.min(job.labels * job.copies, Math.max(job.printedLabels, report.labelCount - job.counterStart));
  if (counted !== job.printedLabels) {
    db.update(t).set({ printedLabels: counted }).where(eq(t.id, job.id)).run();
    jobChanged(db, job.id);
  }
  return counted;
}

/**
 * POST PrintHistory/PrintMissing: the serials a partly printed or unknown job did not get out
 * (unknown: every serial its printer did not count out), once, on a ZPL printer of the plant.
 * The job's printer is told to cancel what it still holds first (~JA) and its counter read again,
 * so labels that came out meanwhile are not printed twice. The new job claims the original in its
 * reservation (a second call is refused); a send that reached nothing gives the claim back.
 */
export async function printMissing(
  db: PlantDb,
  q: { id: number; screen: ReprintScreen; printerName: string },
  by: PrintedBy,
  settings: PrintSettings,
): Promise<PrintReply> {
  const job = jobOfScreen(db, q);
  if (job.missingJob !== null)
    throw new ServiceError(409, printOutcomeMessages.missingAlreadyPrinted(job.id, job.missingJob));
  if (job.state === 'printed') throw new ServiceError(409, printOutcomeMessages.nothingMissing(job.id));
  if (!isAttention(job.state) || !job.zpl)
    throw new ServiceError(409, printOutcomeMessages.notAttention(job.id, job.state));
  const target = await printerAddress(db, q.printerName, settings);
  const { missing } = countedOut(job, await countAfterCancel(db, job, settings));
  if (missing.length === 0) {
    settleAsPrinted(db, job.id);
    throw new ServiceError(409, printOutcomeMessages.nothingMissing(job.id));
  }
  const all = serialsOf(db, job);
  const formats = labelFormats(job.zpl);
  const run = await runJob(db, target, settings, {
    sequenceKey: null,
    reserve: (start) =>
      reserveJob(db, {
        job: {
          ...sameLabels(job),
          printerName: target.name,
          labels: missing.length,
          userId: by.user,
          missingOf: job.id,
          ...start,
        },
        claim: { from: 'original', serials: missing },
        zpl: () =>
          missing
            .map((serial) => formats[all.indexOf(serial)] as string)
            .map((format) => atResolution(format, job.dotsPerMm ?? 8, start.dotsPerMm))
            .join('\n'),
        link: (tx, id) => {
          const claimed = tx
            .update(t)
            .set({ missingJob: id })
            .where(and(eq(t.id, job.id), isNull(t.missingJob)))
            .run();
          if (claimed.changes === 0) {
            const by = jobOf(tx, job.id).missingJob ?? id;
            throw new ServiceError(409, printOutcomeMessages.missingAlreadyPrinted(job.id, by));
          }
        },
      }),
    onSent: () => {},
  });
  jobChanged(db, job.id);
  return replyOfRun(run, target.name, missing.length, job.copies);
}

/** A job every label of which is known out: printed. */
function settleAsPrinted(db: PlantDb, id: number, confirmedBy?: string): void {
  db.update(t)
    .set({
      state: 'printed',
      message: null,
      ...(confirmedBy && { confirmedBy, confirmedAt: plantTime() }),
    })
    .where(eq(t.id, id))
    .run();
  jobChanged(db, id);
}

/** POST PrintHistory/Confirm: a user checked the printer: every label of the attention job came out. */
export function confirm(db: PlantDb, q: { id: number; screen: ReprintScreen }, user: string) {
  const job = jobOfScreen(db, q);
  if (!isAttention(job.state)) throw new ServiceError(409, printOutcomeMessages.notAttention(job.id, job.state));
  settleAsPrinted(db, job.id, user);
  return { id: job.id, state: 'printed' as const, message: printOutcomeMessages.confirmed(job.id, user) };
}
