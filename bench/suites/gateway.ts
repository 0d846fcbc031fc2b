/**
 * Figures: (1) gateway overhead, one grid page read directly from the fake plant and
 * through the gateway, median and range of BENCH_GATEWAY_RUNS runs; (2) load options
 * at scale, first page of the 1,000,000-row location table with a contains filter, a two-column sort
 * and the total count, for each length of term.
 */
import { gatewayUrl, plantUrl } from '../calls.js';
import { load, pairedAdded, percentile } from '../load.js';
import { cpuSeconds, pidOnPort } from '../process-memory.js';
import { atLeast, atMost, type BenchSuite, ms } from '../suite.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const RUNS = Number(process.env.BENCH_GATEWAY_RUNS ?? 5);
/** Direct and gateway calls made one after the other at 1 worker, per run. */
const PAIRS = Number(process.env.BENCH_GATEWAY_PAIRS ?? 2000);
const RATIO_GOAL = 0.9;
const ADDED_GOAL_MS = 0.25;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
/** The median of the runs and their range. */
const spread = (values: number[], format: (v: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))} to ${format(Math.max(...values))})`;

export default {
  name: 'gateway',
  async run({ plant, gateway, token, out, figure }) {
    const auth = { authorization: `Bearer ${token}` };
    // 1. Gateway overhead on a small table (parameters), same page both ways, RUNS times.
    const page = { skip: 0, take: 10, requireTotalCount: true, sort: [{ selector: 'parameter_c' }] };
    const direct = plantUrl(plant, 'configuration.SystemParameters.list', page);
    const viaGateway = gatewayUrl(gateway, 'configuration.SystemParameters.list', page);
    await load(direct, auth, { seconds: 1 });
    await load(viaGateway, auth, { seconds: 1 });
    // The gateway's CPU per call, from its 1-worker calls (the direct ones do not reach it): less
    // sensitive to the machine's load than the times are.
    const gatewayPid = pidOnPort(Number(new URL(gateway).port));
    const runs: { ratio: number; added: number; d: number; g: number; d1: number; g1: number; cpu: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const d = await load(direct, auth, { seconds });
      const g = await load(viaGateway, auth, { seconds });
      const cpu0 = cpuSeconds(gatewayPid);
      const single = await pairedAdded(direct, viaGateway, auth, PAIRS);
      const cpu = ((cpuSeconds(gatewayPid) - cpu0) * 1000) / PAIRS;
      runs.push({
        ratio: g.throughput / d.throughput,
        added: single.added,
        d: d.throughput,
        g: g.throughput,
        d1: single.direct,
        g1: single.viaHop,
        cpu,
      });
    }
    const of = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key]);
    const perSecond = (v: number) => `${v.toFixed(0)} req/s`;
    const ratio = (v: number) => v.toFixed(2);
    out(`\nGateway overhead (SystemParameters page of 10 with total, FGSSMX01; ${RUNS} runs: median (range))\n`);
    out(`  throughput, 8 workers: direct ${spread(of('d'), perSecond)}, through gateway ${spread(of('g'), perSecond)}`);
    out(
      `  p50, 1 worker, ${PAIRS} direct and gateway calls in turn: direct ${spread(of('d1'), ms)}, through gateway ${spread(of('g1'), ms)}`,
    );
    out(`  gateway/direct throughput ratio: ${spread(of('ratio'), ratio)}  goal >= ${RATIO_GOAL}`);
    out(
      `  added p50 at 1 worker (median of the per-pair differences): ${spread(of('added'), ms)}  goal <= ${ADDED_GOAL_MS} ms`,
    );
    figure('gateway/direct throughput, 8 workers', median(of('ratio')), 'x', atLeast(RATIO_GOAL));
    figure('added p50, 1 worker', median(of('added')), 'ms', atMost(ADDED_GOAL_MS));
    out(`  gateway CPU per call at 1 worker: ${spread(of('cpu'), ms)}`);
    figure('gateway CPU per call, 1 worker', median(of('cpu')), 'ms');

    // 2. Load options at scale: a different contains term each query, so no two are the same.
    // Terms of 3+ characters are served by the trigram index, 1-2 character terms by their counts
    // (location-search schema) and a walk of the sort order's index.
    const plantPid = pidOnPort(Number(new URL(plant).port));
    const scale = async (terms: string[], queries: number) => {
      const latencies: number[] = [];
      const cpu0 = cpuSeconds(plantPid);
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
      return { latencies: latencies.sort((a, b) => a - b), cpu: ((cpuSeconds(plantPid) - cpu0) * 1000) / queries };
    };
    const byLength: [string, string[], number][] = [
      ['1 character', ['7', 'A', 'X', '0', 'Q'], 40],
      ['2 characters', ['A1', '07', 'B2', '99', 'ck'], 40],
      ['3 characters', ['BIN', 'RAC', 'A07', '123', 'AIS'], 100],
      [
        '5+ characters',
        [
          'BIN 123',
          'AISLE 07 BIN',
          'STAGING AISLE 4',
          'BIN 999',
          'AISLE 42 BIN 1',
          'REWORK AISLE 9',
          'QUARANTINE AISLE 0',
        ],
        100,
      ],
    ];
    out(
      '\nLoad options at scale (1,000,000 locations on FGSSMX01; contains filter on the name, two-column sort, page of 10, total count)',
    );
    for (const [label, terms, queries] of byLength) {
      const { latencies: l, cpu } = await scale(terms, queries);
      const p95 = percentile(l, 95);
      figure(`load options, ${label}, p95`, p95, 'ms', atMost(100));
      out(
        `  terms of ${label.padEnd(14)} p50 ${ms(percentile(l, 50)).padStart(10)}  p95 ${ms(p95).padStart(10)}  max ${ms(l.at(-1) ?? 0).padStart(10)}  (${l.length} queries, plant CPU ${ms(cpu)} each)  ${p95 <= 100 ? 'ok' : 'OVER'} (goal p95 <= 100 ms)`,
      );
    }
  },
} satisfies BenchSuite;
