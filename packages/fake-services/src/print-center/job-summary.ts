import type { JobSummary } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { printJob } from '../db/schema/printing/index.js';

/** The columns of a job Print Center shows (a select of print_job). */
export const summaryColumns = {
  id: printJob.id,
  screen: printJob.screen,
  printerName: printJob.printerName,
  userId: printJob.userId,
  printedAt: printJob.printedAt,
  state: printJob.state,
  sewsPartNo: printJob.sewsPartNo,
  firstSerial: printJob.firstSerial,
  lastSerial: printJob.lastSerial,
  labels: printJob.labels,
  copies: printJob.copies,
  printedLabels: printJob.printedLabels,
  message: printJob.message,
};

export const jobSummaryOf = (db: PlantDb, id: number): JobSummary | undefined =>
  db.select(summaryColumns).from(printJob).where(eq(printJob.id, id)).get();
