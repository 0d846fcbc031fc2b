/**
 * Times the Location Master first page on the large seed over HTTP: a contains filter, a
 * two-column sort, take 10 and the total count, as the grid asks for it.
 *   tsx packages/fake-services/scripts/measure-grid.ts [--dir path] [--runs 200]
 * The data directory must hold the large seed (src/seed/cli.ts --size large).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeQuery } from '@fgss/contracts';
import { DEMO_PASSWORD, startFakePlant } from '../src/index.js';
import { repoRoot } from '../src/paths.js';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, runs: { type: 'string', default: '200' } },
});
const runs = Number(values.runs);
const plant = await startFakePlant({ dataDir: values.dir ?? join(repoRoot, '.data'), printers: false });
const sign = await fetch(`${plant.url}/auth/authentication/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, servername: 'FGSSMX01', domain: 'SEWSMX' }),
});
const { token } = (await sign.json()) as { token: string };

const byName = [{ selector: 'location_nm' }, { selector: 'location_cd', desc: true }];
const defaultFirst = [{ selector: 'default_loc', desc: true }, { selector: 'location_cd' }];
const nm = (text: string) => ['location_nm', 'contains', text];
const cases: [label: string, filter: unknown[], sort: typeof byName][] = [
  ['nm contains "aisle 07 bin 12"', nm('aisle 07 bin 12'), byName],
  ['nm contains "bin 123"', nm('bin 123'), byName],
  ['cd contains "B07"', ['location_cd', 'contains', 'B07'], byName],
  ['nm or cd contains "C071"', [nm('C071'), 'or', ['location_cd', 'contains', 'C071']], byName],
  ['nm contains "bin 12"', nm('bin 12'), byName],
  ['nm contains "Staging"', nm('Staging'), byName],
  ['nm contains "bin 123", default first', nm('bin 123'), defaultFirst],
  ['nm contains "Staging", default first', nm('Staging'), defaultFirst],
  ['nm contains "BIN", default first', nm('BIN'), defaultFirst],
  ['nm contains "07" (2 chars), default first', nm('07'), defaultFirst],
  ['nm contains "A1" (2 chars), default first', nm('A1'), defaultFirst],
  ['no filter', [], byName],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const lines: string[] = [];
for (const [label, filter, sort] of cases) {
  const query = encodeQuery({ skip: 0, take: 10, requireTotalCount: true, sort, filter }).toString();
  const url = `${plant.url}/configuration/LocationMaster?${query}`;
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { totalCount: number };
    if (i >= 5) times.push(performance.now() - started);
    total = body.totalCount;
  }
  times.sort((a, b) => a - b);
  const ms = (p: number) => (percentile(times, p) ?? 0).toFixed(1);
  lines.push(`${label.padEnd(44)} total ${String(total).padStart(8)}  p50 ${ms(0.5)} ms  p95 ${ms(0.95)} ms`);
}
await plant.close();
process.stdout.write(`${runs} runs each, HTTP round trip, first page of 10 with the total count\n`);
process.stdout.write(`${lines.join('\n')}\n`);
