/**
 * Trace on the large seed (JRZ1 of FGSSMX01) through the gateway: a harness, a box and an ASN of
 * the dense shipped history, and a part over 30 days of it; p95 of each (goal <= 200 ms). A
 * trace is the gateway's composed procedure, so each one counts its service calls too.
 */
import { traceSearch } from '@fgss/contracts';
import { callGateway } from '../calls.js';
import { percentile } from '../load.js';
import { atMost, type BenchSuite, ms } from '../suite.js';

const GOAL_MS = 200;
const QUERIES = Number(process.env.BENCH_TRACE_QUERIES ?? 20);
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const plant = { plantID: 'JRZ1' };

/** One trace through the gateway's tRPC route, as the web's query sends it. */
async function trace(gateway: string, token: string, input: Record<string, unknown>): Promise<void> {
  const url = `${gateway}/trpc/${traceSearch.name}?input=${encodeURIComponent(JSON.stringify({ ...plant, ...input }))}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result?: { data: { found: string } } };
  if (!res.ok || !body.result || body.result.data.found === 'none')
    throw new Error(`trace ${JSON.stringify(input)}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
}

export default {
  name: 'trace',
  async run({ gateway, token, out, figure }) {
    // A shipped box of the dense history (28 days back), one of its harnesses, its ASN and part.
    const shipped = await callGateway(gateway, token, 'report.ShipmentReport.search', {
      ...plant,
      reportOption: 'D',
      dateFrom: day(-40),
      dateTo: day(-40),
      skip: 0,
      take: 1,
    });
    const row = shipped.data[0];
    if (!row?.boxSerialNumber) throw new Error('no shipped box 40 days back in the large seed');
    const harnesses = await callGateway(gateway, token, 'report.BoxHarnessReport.search', {
      ...plant,
      boxSNO: row.boxSerialNumber,
      skip: 0,
      take: 1,
    });
    const harness = harnesses.data[0]?.harnessSNO ?? '';
    const cases: [string, Record<string, unknown>][] = [
      [`harness ${harness}`, { text: harness }],
      [`box ${row.boxSerialNumber}`, { text: row.boxSerialNumber }],
      [`ASN ${row.asnNumber}`, { text: row.asnNumber }],
      [`part ${row.sewsPartNo}, 30 days`, { text: row.sewsPartNo, dateFrom: day(-58), dateTo: day(-29) }],
    ];
    out(`\nTrace through the gateway (JRZ1 on FGSSMX01, large seed; ${QUERIES} traces each)`);
    const worst: number[] = [];
    for (const [label, input] of cases) {
      await trace(gateway, token, input);
      const latencies: number[] = [];
      for (let q = 0; q < QUERIES; q++) {
        const t0 = performance.now();
        await trace(gateway, token, input);
        latencies.push(performance.now() - t0);
      }
      latencies.sort((a, b) => a - b);
      const p95 = percentile(latencies, 95);
      worst.push(p95);
      out(
        `  ${label.padEnd(40)} p50 ${ms(percentile(latencies, 50)).padStart(10)}  p95 ${ms(p95).padStart(10)}  ${p95 <= GOAL_MS ? 'ok' : 'OVER'} (goal <= ${GOAL_MS} ms)`,
      );
    }
    figure('slowest trace p95 (harness, box, ASN, part)', Math.max(...worst), 'ms', atMost(GOAL_MS));
  },
} satisfies BenchSuite;
