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

const sort = [{ selector: 'location_nm' }, { selector: 'location_cd', desc: true }];
const cases: [label: string, filter: unknown[]][] = [
  ['nm contains "aisle 07 bin 12" (100 rows)', ['location_nm', 'contains', 'aisle 07 bin 12']],
  ['nm contains "bin 123" (1,000 rows)', ['location_nm', 'contains', 'bin 123']],
  ['cd contains "B07" (1,000 rows)', ['location_cd', 'contains', 'B07']],
  [
    'nm or cd contains "C071" (100 rows)',
    [['location_nm', 'contains', 'C071'], 'or', ['location_cd', 'contains', 'C071']],
  ],
  ['nm contains "bin 12" (10,000 rows)', ['location_nm', 'contains', 'bin 12']],
  ['nm contains "Staging" (100,000 rows)', ['location_nm', 'contains', 'Staging']],
  ['cd contains "B0" (2 chars, no index: 10,000 rows)', ['location_cd', 'contains', 'B0']],
  ['no filter (1,000,010 rows)', []],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const lines: string[] = [];
for (const [label, filter] of cases) {
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
  lines.push(`${label.padEnd(52)} total ${String(total).padStart(8)}  p50 ${ms(0.5)} ms  p95 ${ms(0.95)} ms`);
}
await plant.close();
process.stdout.write(`${runs} runs each, HTTP round trip, take 10, sort location_nm asc, location_cd desc\n`);
process.stdout.write(`${lines.join('\n')}\n`);
