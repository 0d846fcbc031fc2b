import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Databases } from '../db/databases.js';
import { printJob } from '../db/schema/printing/index.js';
import { copySmallSeed } from '../test/small-seed.js';
import { markInterruptedJobs } from './print-job.js';

const dir = copySmallSeed();
const databases = Databases.open(dir);
afterAll(() => {
  databases.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a start after a stop', () => {
  it('marks jobs the service was sending or still following unknown, and leaves settled ones', () => {
    const db = databases.plant('FGSSMX01');
    if (!db) throw new Error('No FGSSMX01');
    const job = { plantId: 'JRZ1', screen: 'EmptyBoxLabelPrinting', printerName: 'MX01-ZT410-FG', userId: 'admin' };
    const size = { printedAt: '2026-11-27 12:00:00', labels: 1, copies: 1, speed: 2, bytes: 10 };
    const states = [
      ['sending', null],
      ['sent', 10_000],
      ['sent', null],
      ['partlyPrinted', 10_000],
      ['printed', 10_000],
    ] as const;
    const ids = states.map(
      ([state, counterStart]) =>
        db
          .insert(printJob)
          .values({ ...job, ...size, state, counterStart })
          .returning({ id: printJob.id })
          .get().id,
    );
    markInterruptedJobs(db);
    const stateOf = (id: number) => db.select().from(printJob).where(eq(printJob.id, id)).get()?.state;
    // A sent job with a counter baseline was being followed; one without predates the counter.
    expect(ids.map(stateOf)).toEqual(['unknown', 'unknown', 'sent', 'partlyPrinted', 'printed']);
  });
});
