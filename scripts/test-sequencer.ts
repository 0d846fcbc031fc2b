import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (longest first, each project in turn) but with the unit files right after the
 * first browser files: one worker runs them while three run browser files. Those three leave a
 * tenth of the two cores idle as their pages wait on the services; the unit files fill it instead
 * of running alone after the last browser file.
 */
export default class UnitBesideBrowsersSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((f) => f.project.name === 'e2e');
    const unit = sorted.filter((f) => f.project.name !== 'e2e');
    const lead = Math.max(1, (this.ctx.config.maxWorkers ?? 1) - 1);
    return [...browser.slice(0, lead), ...unit, ...browser.slice(lead)];
  }
}
