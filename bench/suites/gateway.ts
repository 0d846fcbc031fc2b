/**
 * Issue 2's figures: (1) gateway overhead, one grid page read directly from the fake plant and
 * through the gateway; (2) load options at scale, first page of the 1,000,000-row location table
 * with a contains filter, a two-column sort and the total count.
 */
import { gatewayUrl, plantUrl } from '../calls.js';
import { load, percentile } from '../load.js';
import { type BenchSuite, ms } from '../suite.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export default {
  name: 'gateway',
  async run({ plant, gateway, token, out }) {
    const auth = { authorization: `Bearer ${token}` };
    // 1. Gateway overhead on a small table (parameters), same page both ways.
    const page = { skip: 0, take: 10, requireTotalCount: true, sort: [{ selector: 'parameter_c' }] };
    const direct = plantUrl(plant, 'configuration.SystemParameters.list', page);
    const viaGateway = gatewayUrl(gateway, 'configuration.SystemParameters.list', page);
    await load(direct, auth, { seconds: 1 });
    await load(viaGateway, auth, { seconds: 1 });
    const d = await load(direct, auth, { seconds });
    const g = await load(viaGateway, auth, { seconds });
    const single = { seconds, concurrency: 1 };
    const d1 = await load(direct, auth, single);
    const g1 = await load(viaGateway, auth, single);

    // 2. Load options at scale: a different contains term each query, so no two are the same.
    // Terms of 3+ characters are served by the trigram index; 1-2 character terms scan the table
    // and are reported on their own line.
    const scale = async (terms: string[], queries: number) => {
      const latencies: number[] = [];
      for (let n = 0; n < queries; n++) {
        const options = {
          skip: 0,
          take: 10,
          requireTotalCount: true,
          filter: ['location_nm', 'contains', terms[n % terms.length]],
          sort: [{ selector: 'default_loc', desc: true }, { selector: 'location_cd' }],
        };
        const t0 = performance.now();
        const res = await fetch(plantUrl(plant, 'configuration.LocationMaster.list', options), { headers: auth });
        await res.text();
        if (!res.ok) throw new Error(`load options query failed: ${res.status}`);
        latencies.push(performance.now() - t0);
      }
      return latencies.sort((a, b) => a - b);
    };
    const typical = await scale(
      [
        'BIN 123',
        'AISLE 07 BIN',
        'RACK',
        'STAGING AISLE 4',
        'BIN 999',
        'AISLE 42 BIN 1',
        'REWORK AISLE 9',
        'BIN 12',
        'QUARANTINE AISLE 0',
      ],
      200,
    );
    const short = await scale(['A1', '07', 'B2', '99'], 40);

    const rows = [
      ['', 'direct (fake plant)', 'through gateway'],
      ['throughput, 8 workers', `${d.throughput.toFixed(0)} req/s`, `${g.throughput.toFixed(0)} req/s`],
      ['p50, 8 workers', ms(d.p50), ms(g.p50)],
      ['p50, 1 worker', ms(d1.p50), ms(g1.p50)],
    ];
    out('\nGateway overhead (SystemParameters page of 10 with total, FGSSMX01)\n');
    for (const r of rows) out(`  ${r[0]?.padEnd(24)}${r[1]?.padEnd(22)}${r[2]}\n`);
    out(
      `  gateway/direct throughput ratio: ${(g.throughput / d.throughput).toFixed(2)} (goal >= 0.5); ` +
        `added p50 (1 worker): ${ms(g1.p50 - d1.p50)} (goal <= 1 ms)\n`,
    );
    const line = (l: number[]) =>
      `p50 ${ms(percentile(l, 50))}  p95 ${ms(percentile(l, 95))}  max ${ms(l.at(-1) ?? 0)}  (${l.length} queries)`;
    out(
      '\nLoad options at scale (1,000,000 locations on FGSSMX01; contains filter on the name, two-column sort, page of 10, total count)\n' +
        `  terms of 3+ characters: ${line(typical)}  goal p95 <= 50 ms\n` +
        `  terms of 2 characters:  ${line(short)}\n`,
    );
  },
} satisfies BenchSuite;
