import { Agent, request } from 'undici';

export interface LoadResult {
  requests: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  /** Replies other than 200 (counted, with their latency, when `failures` is 'count'). */
  failed: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * A closed loop of `concurrency` workers calling `url` for `seconds`; latencies in ms. A reply
 * other than 200 ends the run, or with `failures: 'count'` is counted and its latency kept.
 */
export async function load(
  url: string | (() => string),
  headers: Record<string, string>,
  { seconds = 5, concurrency = 8, failures = 'throw' as 'throw' | 'count' } = {},
): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: concurrency, keepAliveTimeout: 10_000 });
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await request(typeof url === 'string' ? url : url(), { headers, dispatcher });
      await res.body.text();
      if (res.statusCode !== 200) {
        if (failures === 'throw') throw new Error(`HTTP ${res.statusCode} from ${String(url)}`);
        failed++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    throughput: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed,
  };
}

/**
 * The latency a hop adds, measured in pairs: one call to `direct`, then the same call through
 * `viaHop`, one after the other on warm keep-alive connections, `pairs` times. The median of the
 * per-pair differences: two p50s measured seconds apart also measure the machine's drift between
 * them (on this 2-core machine that moved the difference by a millisecond from run to run).
 */
export async function pairedAdded(
  direct: string,
  viaHop: string,
  headers: Record<string, string>,
  pairs = 2000,
): Promise<{ added: number; direct: number; viaHop: number }> {
  const dispatcher = new Agent({ connections: 2, keepAliveTimeout: 10_000 });
  const once = async (url: string) => {
    const t0 = performance.now();
    const res = await request(url, { headers, dispatcher });
    await res.body.text();
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${url}`);
    return performance.now() - t0;
  };
  const diffs: number[] = [];
  const d: number[] = [];
  const g: number[] = [];
  for (let n = 0; n < pairs; n++) {
    // Alternate which goes first, so neither always meets the machine a call later.
    const first = n % 2 === 0;
    const a = first ? await once(direct) : 0;
    const b = await once(viaHop);
    const c = first ? a : await once(direct);
    d.push(c);
    g.push(b);
    diffs.push(b - c);
  }
  await dispatcher.close();
  const mid = (values: number[]) =>
    percentile(
      [...values].sort((x, y) => x - y),
      50,
    );
  return { added: mid(diffs), direct: mid(d), viaHop: mid(g) };
}
