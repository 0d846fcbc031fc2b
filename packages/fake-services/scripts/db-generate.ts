/**
 * Writes the migrations a schema change needs, named after it, in both histories:
 *   npx -y pnpm@10 --filter @fgss/fake-services db:generate --name reprint_note
 * drizzle-kit names a migration at random ('0002_smooth_the_professor') without --name, and a
 * chain of its two runs passes a name to one only. A history without a change gets no file.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
const name = values.name?.trim() ?? '';
if (!/^[a-z][a-z0-9_]*$/.test(name)) {
  process.stderr.write(
    'db:generate needs --name <what_changed> (lower case, digits and _), e.g. --name reprint_note\n',
  );
  process.exit(2);
}
for (const config of ['drizzle.central.config.ts', 'drizzle.plant.config.ts']) {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', name], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
