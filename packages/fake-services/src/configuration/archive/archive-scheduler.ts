import type { ArchiveRun } from '@fgss/contracts';
import { plantTime } from '../../clock.js';
import type { Databases } from '../../db/databases.js';
import { lastArchiveRun, runArchive, SCHEDULER } from './archive-job.js';

/** The daily run starts at the first check after this hour, plant time (the night shift's quiet). */
export const DAILY_HOUR = 2;

/**
 * The daily archive job of every plant database. `tick` runs it where today's run is not made
 * yet; the clock is given, so a test moves time itself (no timers), and `start` checks once a
 * minute in the plant process.
 */
export class ArchiveScheduler {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databases: Databases,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The runs made, by server. */
  tick(): { server: string; run: ArchiveRun }[] {
    const now = this.now();
    if (now.getHours() < DAILY_HOUR) return [];
    const today = plantTime(now).slice(0, 10);
    return this.databases.plantsByServer().flatMap(([server, db]) => {
      const last = lastArchiveRun(db, SCHEDULER);
      return last && last.runAt >= today ? [] : [{ server, run: runArchive(db, now, SCHEDULER) }];
    });
  }

  start(everyMs = 60_000): void {
    this.timer = setInterval(() => this.tick(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
