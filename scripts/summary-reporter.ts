import type { Reporter, TestModule } from 'vitest/node';

/** Ends a run with the plain closing line 'N passed, N failed' that CI reads. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const m of modules) for (const t of m.children.allTests()) count[t.result().state] += 1;
    const failed = count.failed + modules.filter((m) => m.state() === 'failed' && !m.children.size).length;
    process.stdout.write(`\n${count.passed} passed, ${failed} failed\n`);
  }
}
