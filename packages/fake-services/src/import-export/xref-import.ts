import { setImmediate as nextTurn } from 'node:timers/promises';
import { MESSAGE_LINE_BREAK, importExportMessages as m, Xref, type XrefImportJob } from '@fgss/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import { carryXrefFix } from '../configuration/parts/xref-fixes.js';
import { plantExists } from '../configuration/parts/xref-lookup.js';
import type { PlantDb } from '../db/plant.js';
import { xrefImportJobs } from '../db/schema/customs/index.js';
import { xref } from '../db/schema/parts/xref.js';
import { badRequest, ServiceError } from '../http/errors.js';
import { type ImportColumn, readSheetRows, type SheetRow } from '../import/xlsx-import.js';

type Job = typeof xrefImportJobs.$inferSelect;
type XrefInsert = ReturnType<typeof Xref.insert.parse>;

/** The workbook's columns: every field of the XREF master but its id and plant (the job's). */
const COLUMNS: ImportColumn[] = Object.entries(Xref.fields)
  .filter(([field, spec]) => spec.kind !== 'id' && field !== 'plantId')
  .map(([field, spec]) => ({ field, spec }));
const RUNNING = ['queued', 'reading', 'checking', 'saving'] as const;
const CHUNK_ROWS = 1000;

const YES = new Set(['Y', 'YES', 'TRUE', '1', 'X']);
const NO = new Set(['', 'N', 'NO', 'FALSE', '0']);

/** Imports still reading or saving: the plant waits for them before it closes its databases. */
const inFlight = new Set<Promise<void>>();

/** Settles once every running import has finished (a job cut off by a shutdown would stay 'running'). */
export async function xrefImportsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/**
 * Starts the import of one workbook of XREF rows for a plant: the job is recorded, and the file
 * is read, checked and saved after the reply, in the background. One running job per user.
 */
export function startXrefImport(
  db: PlantDb,
  q: { plantId: string; file: { name: string; content: Uint8Array } },
  user: string,
): { message: string; job: XrefImportJob } {
  const plantId = q.plantId.toUpperCase();
  if (!plantExists(db, plantId)) throw badRequest(`Plant ${plantId} does not exist on this server.`);
  const running = db
    .select()
    .from(xrefImportJobs)
    .where(and(eq(xrefImportJobs.startedBy, user), inArray(xrefImportJobs.state, RUNNING)))
    .get();
  if (running) throw new ServiceError(409, m.importRunning);
  const job = db
    .insert(xrefImportJobs)
    .values({ plantId, fileName: q.file.name, state: 'queued', startedBy: user, startedAt: plantTime() })
    .returning()
    .get();
  const run = nextTurn().then(() => runJob(db, job.id, q.file));
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
  return { message: m.importStarted(q.file.name, plantId), job: jobView(job) };
}

/** The user's latest XREF import on this server, as Show Status reports it. */
export function xrefImportStatus(db: PlantDb, user: string): { message: string; job: XrefImportJob | null } {
  const job = db
    .select()
    .from(xrefImportJobs)
    .where(eq(xrefImportJobs.startedBy, user))
    .orderBy(desc(xrefImportJobs.id))
    .get();
  return job ? { message: statusMessage(job), job: jobView(job) } : { message: m.noImport, job: null };
}

/** Jobs a stop of the plant cut off: nothing of them was saved (the save is one transaction). */
export function markInterruptedImports(db: PlantDb): void {
  db.update(xrefImportJobs)
    .set({ state: 'failed', issues: 'The import was interrupted when the service stopped.', finishedAt: plantTime() })
    .where(inArray(xrefImportJobs.state, RUNNING))
    .run();
}

const jobView = ({ issues: _issues, ...job }: Job): XrefImportJob => job;

const STATE_TEXT: Record<Job['state'], string> = {
  queued: 'Waiting to start',
  reading: 'Reading the workbook',
  checking: 'Checking the rows',
  saving: 'Saving the rows',
  done: 'Completed',
  refused: 'Refused: nothing was saved',
  failed: 'Failed: nothing was saved',
};

function statusMessage(job: Job): string {
  const lines = [
    `File: ${job.fileName} (plant ${job.plantId}), started by ${job.startedBy} at ${job.startedAt}`,
    `Status: ${STATE_TEXT[job.state]}`,
  ];
  if (job.rowsTotal > 0) lines.push(`Rows checked: ${job.rowsDone} of ${job.rowsTotal}`);
  if (job.state === 'done') lines.push(`Added: ${job.added}`, `Updated: ${job.updated}`, 'Refused: 0');
  if (job.state === 'refused') lines.push('Added: 0', 'Updated: 0', `Refused: ${job.refused}`);
  if (job.issues) lines.push(...job.issues.split('\n'));
  if (job.finishedAt) lines.push(`Finished at ${job.finishedAt}`);
  return lines.join(MESSAGE_LINE_BREAK);
}

const update = (db: PlantDb, id: number, set: Partial<Job>) =>
  db.update(xrefImportJobs).set(set).where(eq(xrefImportJobs.id, id)).run();

/** A sheet row as the XREF master's insert schema takes it: flags read from Y/N text. */
function rowInput(row: SheetRow, plantId: string): { input: Record<string, unknown>; issues: string[] } {
  const input: Record<string, unknown> = { plantId };
  const issues: string[] = [];
  for (const { field, spec } of COLUMNS) {
    const text = row.values[field] ?? null;
    if (spec.kind !== 'bool') input[field] = text;
    else if (YES.has((text ?? '').toUpperCase())) input[field] = true;
    else if (NO.has((text ?? '').toUpperCase())) input[field] = false;
    else issues.push(`Row ${row.rowNumber}: ${spec.label} must be Y or N`);
  }
  return { input, issues };
}

async function runJob(db: PlantDb, id: number, file: { name: string; content: Uint8Array }): Promise<void> {
  try {
    const job = db.select().from(xrefImportJobs).where(eq(xrefImportJobs.id, id)).get();
    if (!job) return;
    update(db, id, { state: 'reading' });
    const rows = await readSheetRows(file, COLUMNS);
    update(db, id, { state: 'checking', rowsTotal: rows.length });
    const issues: string[] = [];
    const valid: XrefInsert[] = [];
    const seen = new Map<string, number>();
    let refused = 0;
    for (const [i, row] of rows.entries()) {
      if (i > 0 && i % CHUNK_ROWS === 0) {
        update(db, id, { rowsDone: i });
        await nextTurn();
      }
      const { input, issues: flagIssues } = rowInput(row, job.plantId);
      const parsed = Xref.insert.safeParse(input);
      const rowIssues = [
        ...flagIssues,
        ...(parsed.success ? [] : parsed.error.issues.map((x) => `Row ${row.rowNumber}: ${x.message}`)),
      ];
      if (parsed.success) {
        const key = `${parsed.data.sewS_PART_NO}\n${parsed.data.sewS_DESIGN_LEVEL}`;
        const first = seen.get(key);
        if (first !== undefined)
          rowIssues.push(`Row ${row.rowNumber}: the part and design level of row ${first} again`);
        else seen.set(key, row.rowNumber);
        if (rowIssues.length === 0) valid.push(parsed.data);
      }
      if (rowIssues.length > 0) refused++;
      issues.push(...rowIssues);
    }
    if (issues.length > 0) {
      update(db, id, {
        state: 'refused',
        rowsDone: rows.length,
        refused,
        issues: issues.join('\n'),
        finishedAt: plantTime(),
      });
      return;
    }
    update(db, id, { state: 'saving', rowsDone: rows.length });
    const counts = saveRows(db, job.plantId, valid);
    update(db, id, { state: 'done', ...counts, finishedAt: plantTime() });
  } catch (err) {
    const refusedFile = err instanceof ServiceError;
    update(db, id, {
      state: refusedFile ? 'refused' : 'failed',
      issues: refusedFile ? [err.message, ...(err.issues ?? [])].join('\n') : 'The import failed unexpectedly.',
      finishedAt: plantTime(),
    });
  }
}

/** Every row in one transaction: a part and level the plant has is updated, any other added. */
function saveRows(db: PlantDb, plantId: string, rows: XrefInsert[]): { added: number; updated: number } {
  let added = 0;
  let updated = 0;
  db.transaction((tx) => {
    for (const row of rows) {
      const values = { ...row, plantId } as typeof xref.$inferInsert;
      const existing = tx
        .select()
        .from(xref)
        .where(
          and(
            eq(xref.plantId, plantId),
            eq(xref.sewS_PART_NO, values.sewS_PART_NO),
            eq(xref.sewS_DESIGN_LEVEL, values.sewS_DESIGN_LEVEL),
          ),
        )
        .get();
      if (existing) {
        tx.update(xref).set(values).where(eq(xref.id, existing.id)).run();
        carryXrefFix(tx, existing, values);
        updated++;
      } else {
        tx.insert(xref).values(values).run();
        added++;
      }
    }
  });
  return { added, updated };
}
