import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each long file took in a clean-clone run (vitest's per-file times, 2026-11-27). On a
 * clean clone vitest has no times of its own and runs the larger files first, so the three
 * accessibility files (half a kilobyte each, 11-18 s) came last and ran alone at the end of the
 * run. A file not listed counts as unknown and starts first, as vitest does with one it never ran.
 */
const SECONDS: Record<string, number> = {
  'e2e/admin-masters.e2e.ts': 58,
  'e2e/parts-masters.e2e.ts': 47,
  'e2e/mis-reports.e2e.ts': 43,
  'e2e/demand-printing.e2e.ts': 42,
  'e2e/label-setup-masters.e2e.ts': 35,
  'e2e/barcode-masters.e2e.ts': 34,
  'e2e/part-rules-masters.e2e.ts': 26,
  'e2e/accessibility-masters.e2e.ts': 18,
  'e2e/accessibility-others.e2e.ts': 17,
  'e2e/archive.e2e.ts': 17,
  'e2e/epb-master.e2e.ts': 16,
  'e2e/language.e2e.ts': 14,
  'e2e/customs.e2e.ts': 12,
  'e2e/accessibility-reports.e2e.ts': 11,
  'e2e/rework.e2e.ts': 11,
  'e2e/print-history.e2e.ts': 10,
  'e2e/shipping-plan.e2e.ts': 10,
  'e2e/doi.e2e.ts': 10,
  'e2e/location-master.e2e.ts': 10,
  'e2e/usability.e2e.ts': 9,
  'e2e/content-security-policy.e2e.ts': 8,
  'e2e/sign-in.e2e.ts': 6,
  'packages/fake-services/src/contract.test.ts': 11,
  'packages/gateway/src/permission-matrix/part-1.test.ts': 9,
  'packages/gateway/src/permission-matrix/part-2.test.ts': 9,
  'packages/gateway/src/permission-matrix/part-4.test.ts': 8,
  'packages/gateway/src/permission-matrix/part-3.test.ts': 5,
  'packages/fake-services/src/rework/rework.test.ts': 5,
  'packages/fake-services/src/demand/print-crash.test.ts': 5,
  'packages/gateway/src/idempotency.test.ts': 5,
};

/**
 * The share of the unit files that run beside the first browser files: about what one worker
 * gets through before the first of those ends. With all of them there, the browser workers that
 * ended took unit files too, and the browser files after them each needed a new worker: a new
 * Chromium on a cold profile, its users signed in through the form again (whole command, A B A B:
 * 177.5 and 183.7 s with all, 175.1 and 180.1 with half).
 */
const EARLY_UNIT_SHARE = 0.5;

/**
 * Longest first (a long file started last runs alone at the end), the same order on every
 * machine, with half the unit files right after the first browser files: one worker runs them
 * while three run browser files, which leave a tenth of the two cores idle as their pages wait on
 * the services. The other unit files come after the last browser file has started.
 */
export default class TestSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (f: TestSpecification) => SECONDS[relative(this.ctx.config.root, f.moduleId)] ?? Infinity;
    // Vitest's order (larger first) among the files not listed (Infinity - Infinity is NaN: equal),
    // then the listed by their times.
    const sorted = (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a) || 0);
    const browser = sorted.filter((f) => f.project.name === 'e2e');
    const unit = sorted.filter((f) => f.project.name !== 'e2e');
    const lead = Math.max(1, (this.ctx.config.maxWorkers ?? 1) - 1);
    const early = Math.round(unit.length * EARLY_UNIT_SHARE);
    return [...browser.slice(0, lead), ...unit.slice(0, early), ...browser.slice(lead), ...unit.slice(early)];
  }
}
