import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Databases } from '../db/databases.js';
import { printJob } from '../db/schema/printing/index.js';
import { copySmallSeed } from '../test/small-seed.js';
import { printCenterHours } from './hours.js';
import { recentShifts } from './shifts.js';

const dir = copySmallSeed();
const databases = Databases.open(dir);
afterAll(() => {
  databases.close();
  rmSync(dir, { recursive: true, force: true });
});

const starts = ['06:00', '14:00', '22:00'];

describe('the chart window', () => {
  it('is the current shift and the two before, oldest first, across midnight', () => {
    expect(recentShifts(new Date(2026, 10, 28, 10, 30), starts, 2)).toEqual([
      { start: '14:00', from: '2026-11-27 14:00:00', to: '2026-11-27 22:00:00' },
      { start: '22:00', from: '2026-11-27 22:00:00', to: '2026-11-28 06:00:00' },
      { start: '06:00', from: '2026-11-28 06:00:00', to: '2026-11-28 14:00:00' },
    ]);
    // One shift a day: the window reaches back two plant days.
    expect(recentShifts(new Date(2026, 10, 28, 5, 0), ['07:00'], 2).map((s) => s.from)).toEqual([
      '2026-11-25 07:00:00',
      '2026-11-26 07:00:00',
      '2026-11-27 07:00:00',
    ]);
  });
});

describe('labels per hour per printer', () => {
  it('counts labels out, reprints and failures of each hour and printer in the window only', () => {
    const db = databases.plant('FGSSMX01');
    if (!db) throw new Error('No FGSSMX01');
    const job = { plantId: 'JRZ1', screen: 'EmptyBoxLabelPrinting', userId: 'admin', speed: 2, bytes: 10 };
    const add = (
      printerName: string,
      printedAt: string,
      state: 'printed' | 'sent' | 'failed' | 'partlyPrinted',
      labels: number,
      more: { copies?: number; printedLabels?: number; reprintOf?: number } = {},
    ) =>
      db
        .insert(printJob)
        .values({ ...job, printerName, printedAt, state, labels, copies: 1, ...more })
        .returning({ id: printJob.id })
        .get().id;
    // Before the window (the shift from 06:00 two days before).
    add('HOURS-A', '2026-03-09 13:59:00', 'printed', 50);
    const first = add('HOURS-A', '2026-03-09 14:05:00', 'printed', 4, { copies: 2 });
    add('HOURS-A', '2026-03-09 14:40:00', 'partlyPrinted', 10, { printedLabels: 3 });
    add('HOURS-A', '2026-03-09 14:55:00', 'printed', 4, { reprintOf: first });
    add('HOURS-B', '2026-03-09 23:10:00', 'failed', 6);
    add('HOURS-B', '2026-03-10 07:00:00', 'sent', 5);
    // Printed after now: not yet in the window.
    add('HOURS-B', '2026-03-10 14:00:00', 'printed', 9);

    const { shifts, hours } = printCenterHours(db, new Date(2026, 2, 10, 9, 0));
    expect(shifts.map((s) => s.start)).toEqual(['14:00', '22:00', '06:00']);
    expect(hours.filter((h) => h.printerName.startsWith('HOURS-'))).toEqual([
      { hour: '2026-03-09 14:00', printerName: 'HOURS-A', labels: 8 + 3 + 4, reprints: 1, failures: 0 },
      { hour: '2026-03-09 23:00', printerName: 'HOURS-B', labels: 0, reprints: 0, failures: 1 },
      { hour: '2026-03-10 07:00', printerName: 'HOURS-B', labels: 5, reprints: 0, failures: 0 },
    ]);
  });
});
