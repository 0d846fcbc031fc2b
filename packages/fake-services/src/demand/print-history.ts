import {
  demandMessages,
  type LoadOptions,
  PrintJobRow,
  type PrintReply,
  type printHistoryFilters,
  type ReprintScreen,
} from '@fgss/contracts';
import { asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlantDb } from '../db/plant.js';
import { printedLabel, printJob } from '../db/schema/printing/index.js';
import { badRequest, notFound } from '../http/errors.js';
import { previewOf } from '../labels/preview.js';
import type { PrintedBy } from '../labels/print.js';
import { reserveJob, sendJob } from '../labels/print-job.js';
import { checkReady, type PrintSettings, printerAddress } from '../labels/printer-check.js';
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

type Job = z.output<typeof PrintJobRow.row>;
const query = tableGridQuery<Job>(PrintJobRow, t, columns);

/** GET PrintHistory: the jobs, newest first unless sorted otherwise; never grouped. */
export function printHistory(db: PlantDb, o: LoadOptions & z.output<typeof printHistoryFilters>) {
  const page = query.load(db, { ...o, group: undefined }, filterConditions(o));
  return { ...page, data: page.data as Job[] };
}

function jobOf(db: PlantDb, id: number) {
  const job = db.select().from(t).where(eq(t.id, id)).get();
  if (!job) throw notFound(`Print job ${id} does not exist.`);
  return job;
}

/** GET PrintHistory/Preview: the bytes the job sent, and its first label drawn. */
export function jobPreview(db: PlantDb, id: number) {
  const job = jobOf(db, id);
  if (!job.zpl) throw notFound(`Print job ${id} sent nothing to the printer.`);
  return { id, zpl: job.zpl, preview: previewOf(job.zpl, job.firstSerial) };
}

/** The serials a job claimed, in order (a relabel's destinations as the user gave them). */
const serialsOf = (db: PlantDb, originalId: number): string[] =>
  db
    .select({ serial: printedLabel.serial })
    .from(printedLabel)
    .where(eq(printedLabel.jobId, originalId))
    .orderBy(asc(printedLabel.id))
    .all()
    .map((r) => r.serial);

/**
 * POST PrintHistory/Reprint: the job's exact bytes again, to its printer, as a new job that
 * points at the original (the first print of those serials). Nothing new is claimed.
 */
export async function reprint(
  db: PlantDb,
  q: { id: number; screen: ReprintScreen },
  by: PrintedBy,
  settings: PrintSettings,
): Promise<PrintReply> {
  const job = jobOf(db, q.id);
  if (job.screen !== q.screen) throw badRequest(`Print job ${q.id} was printed on ${job.screen}, not ${q.screen}.`);
  if (!job.zpl)
    throw badRequest(`Print job ${q.id} printed nothing: its serials went back. Print again from its screen.`);
  const printer = await printerAddress(db, job.printerName, settings);
  await checkReady(printer, settings);
  const original = job.reprintOf ?? job.id;
  const serials = serialsOf(db, original);
  const {
    id: _id,
    printedAt: _at,
    firstSerial: _f,
    lastSerial: _l,
    bytes: _b,
    state: _s,
    message: _m,
    zpl,
    ...same
  } = job;
  const reserved = reserveJob(db, {
    job: { ...same, userId: by.user, reprintOf: original },
    claim: { from: 'original', serials },
    zpl: () => zpl,
  });
  await sendJob(db, reserved, printer, settings, () => {});
  return {
    message: demandMessages.sentToPrinter,
    state: 'sent',
    printed: serials,
    missing: [],
    printId: reserved.id,
    printer: printer.name,
    labels: job.labels,
    copies: job.copies,
    serials,
    preview: previewOf(zpl, job.firstSerial),
  };
}
