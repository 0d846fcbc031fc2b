import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The share of the unit files that run beside the first browser files: about what one worker
 * gets through before the first of those ends. With all of them there, the browser workers that
 * ended took unit files too, and each browser file after them needed a new worker: a new
 * Chromium on a cold profile, its users signed in through the form again.
 */
const EARLY_UNIT_SHARE = 0.5;

/**
 * Vitest's own order (files that failed last time first, then the longest by the durations its
 * results cache kept from earlier runs, else the largest), with half the unit files right after
 * the first browser files: one worker runs them while three run browser files, which leave a
 * tenth of the two cores idle as their pages wait on the services. The other unit files come
 * after the last browser file has started.
 */
export default class TestSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((f) => f.project.name === 'e2e');
    const unit = sorted.filter((f) => f.project.name !== 'e2e');
    const lead = Math.max(1, (this.ctx.config.maxWorkers ?? 1) - 1);
    const early = Math.round(unit.length * EARLY_UNIT_SHARE);
    return [...browser.slice(0, lead), ...unit.slice(0, early), ...browser.slice(lead), ...unit.slice(early)];
  }
}
