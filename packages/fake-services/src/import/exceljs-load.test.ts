import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * A CI run once failed every file of one test worker at `import 'exceljs'`: a lookup from exceljs's
 * archiver landed on the store's hoisted copies, where lazystream's 'readable-stream/passthrough'
 * (a path of readable-stream 2 only) met readable-stream 3. The patch in patches/ takes
 * PassThrough from the package itself. Node with symlinks kept as found makes that same lookup.
 */
describe('exceljs', () => {
  it('loads when its dependencies are looked up through the hoisted copies', async () => {
    const exceljs = realpathSync(createRequire(import.meta.url).resolve('exceljs'));
    const run = promisify(execFile);
    const script = `process.stdout.write(typeof require(${JSON.stringify(exceljs)}).Workbook)`;
    const { stdout } = await run(process.execPath, ['--preserve-symlinks', '-e', script]);
    expect(stdout).toBe('function');
  });
});
