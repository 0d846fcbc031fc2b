/**
 * Fair-use figures: what one abusive user does to everyone else. Two other users page
 * a small grid through the gateway (SystemParameters, page of 10 with total; 2 workers) for
 * BENCH_FAIR_USE_SECONDS, first alone (quiet), then while one user: (a) sends 4 connections of
 * GETs batching 32 XREF lists of 'all' (take 100,000) each, (b) sends the most the gateway
 * lets one request ask for over 4 connections, (c) floods /readyz over 8 connections, (d) runs 8
 * exports of 200 columns at once, each started again as soon as it ends or is refused, (e) runs
 * the same over 2 connections (the exports one user may run at once), (g) sends batches of 32 label
 * Checks as a viewer over 4 connections (fair-use-checks.ts), (h) sends GETs batching 32 XREF lists
 * of take 7,812 (within the row limit, ~53 MB answered each) over one connection. The abuser is the
 * viewer, another user than the admin paging (per-user limits must not refuse the others). A quiet
 * run comes before each, and each scenario's p95 is given against it (goal: within 2x). The
 * abuser's refusals are counted by status.
 */
import { MAX_TAKE, shipmentReport } from '@fgss/contracts';
import { Agent, request } from 'undici';
import { gatewayUrl, signIn } from '../calls.js';
import { load } from '../load.js';
import { type BenchSuite, ms } from '../suite.js';
import { checkBatches } from './fair-use-checks.js';
import { printCenterStream } from './fair-use-streams.js';

const SECONDS = Number(process.env.BENCH_FAIR_USE_SECONDS ?? 15);
/** Only the scenarios named, by letter ('d,e'), when tuning one; every one by default. */
const ONLY = process.env.BENCH_FAIR_USE_ONLY?.split(',').map((letter) => `(${letter.trim()})`);
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** One customer's XREF rows of JRZ2 (1,667, about 1 MB): a batch of 32 answers what the finding saw. */
const xref = (take: number) => ({ plantid: 'JRZ2', skip: 0, take, filter: ['customerId', '=', 'FORD'] });

const batchUrl = (gateway: string, inputs: object[]) =>
  `${gateway}/trpc/${inputs.map(() => 'configuration.XREFMaintenance.list').join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
  )}`;

/** A week of shipment detail with its 18 columns over and over: 200 columns. */
const wideExport = JSON.stringify({
  procedure: 'report.ShipmentReport.search',
  loadOptions: { plantID: 'JRZ1', dateFrom: day(-28 - 7), dateTo: day(-28), reportOption: 'D' },
  title: 'Fair use',
  columns: Array.from({ length: 200 }, (_, i) => {
    const field = shipmentReport.columns.D[i % shipmentReport.columns.D.length] as string;
    return { field, label: `${field} ${i}` };
  }),
});

interface Abuse {
  label: string;
  connections: number;
  send(dispatcher: Agent, signal: AbortSignal): Promise<number>;
}

/** `abuse` on its connections, each sending again as soon as it is answered, until `signal`. */
async function abuseUntil(abuse: Abuse, signal: AbortSignal): Promise<Map<number, number>> {
  const dispatcher = new Agent({ connections: abuse.connections, keepAliveTimeout: 10_000 });
  const statuses = new Map<number, number>();
  const loop = async () => {
    while (!signal.aborted) {
      try {
        const status = await abuse.send(dispatcher, signal);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } catch (err) {
        if (!signal.aborted) throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: abuse.connections }, loop));
  await dispatcher.destroy();
  return statuses;
}

export default {
  name: 'fair-use',
  async run({ plant, gateway, token, out }) {
    const auth = { authorization: `Bearer ${token}` };
    const abuser = { authorization: `Bearer ${await signIn(plant, 'viewer')}` };
    const victim = gatewayUrl(gateway, 'configuration.SystemParameters.list', {
      skip: 0,
      take: 10,
      requireTotalCount: true,
      sort: [{ selector: 'parameter_c' }],
    });
    const get = (url: string) => async (dispatcher: Agent, signal: AbortSignal) => {
      const res = await request(url, { headers: abuser, dispatcher, signal });
      await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      return res.statusCode;
    };
    const exportOnce = async (dispatcher: Agent, signal: AbortSignal) => {
      const res = await request(`${gateway}/api/export`, {
        method: 'POST',
        headers: { ...abuser, 'content-type': 'application/json' },
        body: wideExport,
        dispatcher,
        signal,
      });
      await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      return res.statusCode;
    };
    // What one XREF call of the abusive batch answers, alone (a single call is within every limit).
    const one = await request(batchUrl(gateway, [xref(MAX_TAKE)]), { headers: auth });
    const oneBytes = (await one.body.arrayBuffer()).byteLength;
    const abuses: Abuse[] = [
      {
        label: `(a) 4 connections, GET batching 32 XREF lists of take 100,000 (~${((32 * oneBytes) / 1e6).toFixed(0)} MB asked each)`,
        connections: 4,
        send: get(
          batchUrl(
            gateway,
            Array.from({ length: 32 }, () => xref(MAX_TAKE)),
          ),
        ),
      },
      {
        label: '(b) 4 connections, GET batching 2 XREF lists of take 100,000 and 1 of 50,000 (at the row limit)',
        connections: 4,
        send: get(batchUrl(gateway, [xref(MAX_TAKE), xref(MAX_TAKE), xref(50_000)])),
      },
      { label: '(c) 8 connections, /readyz', connections: 8, send: get(`${gateway}/readyz`) },
      {
        label: '(d) 8 exports at once, 200 columns of a week of shipment detail, each again when it ends',
        connections: 8,
        send: exportOnce,
      },
      {
        label: '(e) the same over 2 connections',
        connections: 2,
        send: exportOnce,
      },
      await checkBatches(plant, gateway),
      {
        label: '(h) 32 x XREF lists of take 7,812 repeated over one connection (rows returned)',
        connections: 1,
        send: get(
          batchUrl(
            gateway,
            Array.from({ length: 32 }, () => xref(7_812)),
          ),
        ),
      },
      {
        label: '(f) one user opens 64 Print Center streams (a ticket each, as the page does) and holds them',
        connections: 64,
        send: printCenterStream(gateway, auth),
      },
    ];

    await load(victim, auth, { seconds: 2, concurrency: 2 }); // warm-up
    out(
      `\nOther users' SystemParameters page (2 workers, ${SECONDS} s each) while one user abuses the plant; quiet run right before each; goal p95 <= 2x quiet`,
    );
    for (const abuse of abuses) {
      if (ONLY && !ONLY.some((letter) => abuse.label.startsWith(letter))) continue;
      const quiet = await load(victim, auth, { seconds: SECONDS, concurrency: 2 });
      const stop = new AbortController();
      const abusing = abuseUntil(abuse, stop.signal);
      const loaded = await load(victim, auth, { seconds: SECONDS, concurrency: 2, failures: 'count' });
      stop.abort();
      const statuses = await abusing;
      const answered = [...statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
      out(`  ${abuse.label}`);
      out(
        `    quiet p50 ${ms(quiet.p50)} p95 ${ms(quiet.p95)}; abused p50 ${ms(loaded.p50)} p95 ${ms(loaded.p95)} ` +
          `(${(loaded.p95 / quiet.p95).toFixed(1)}x quiet), ${loaded.failed} of ${loaded.requests} failed; abuser answered ${answered || 'nothing'}`,
      );
    }
  },
} satisfies BenchSuite;
