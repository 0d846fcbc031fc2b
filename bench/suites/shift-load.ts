/**
 * A shift's load: 150 users over the three plants of FGSSMX01 (JRZ1-3), each signed in once,
 * doing mixed work for SHIFT_SECONDS (60 by default) with a think time between actions: grid
 * pages, grid saves, box label prints, report searches, and one export a minute. First through
 * two gateway instances sharing a redis-server (the users split between them), then the same
 * through one instance. Per run: interactive p95 and p99 (every call but the export), errors
 * (goal 0), the peak resident memory of each process, and at the end the duplicate serials
 * (goal 0) among every serial the prints answered and every serial of the plant database.
 */
import { type CallName, type InputOf, procedureRequest, requestUrl, shipmentReport, todayIso } from '@fgss/contracts';
import { Agent, request } from 'undici';
import { openPlantOf } from '../../packages/fake-services/src/db/databases.js';
import { percentile } from '../load.js';
import { pidOnPort, statusKb } from '../process-memory.js';
import { startRedis } from '../redis-server.js';
import { startGateway } from '../stack.js';
import { type BenchSuite, ms } from '../suite.js';

const SECONDS = Number(process.env.SHIFT_SECONDS ?? 60);
const USERS = 150;
/** Between one user's actions: 150 users then ask about 15 calls a second of the stack. */
const THINK_MS = 10_000;
const EXPORT_EVERY_MS = 60_000;
const SERVER = 'FGSSMX01';
/** Each plant's users print on a printer of their own. */
const PLANTS = [
  { plantid: 'JRZ1', printer: 'MX01-ZT410-FG' },
  { plantid: 'JRZ2', printer: 'MX01-ZT610-SHIP' },
  { plantid: 'JRZ3', printer: 'MX01-ZD621-HRN' },
];
/** One user's round of work, over and over: four grid pages, two saves, two prints, two searches. */
const ROUND = ['grid', 'report', 'save', 'grid', 'print', 'grid', 'report', 'save', 'grid', 'print'] as const;
type Kind = (typeof ROUND)[number];
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface User {
  token: string;
  plant: (typeof PLANTS)[number];
  /** A location of the server the user saves back, a different one per user. */
  location: { id: number; location_cd: string; location_nm: string; default_loc: boolean };
}

/** One call through a gateway: its reply's data, or a message when it was refused. */
async function call(
  dispatcher: Agent,
  gateway: string,
  token: string,
  path: string,
  method: 'GET' | 'POST',
  query: string,
  body?: string,
): Promise<{ data?: unknown; error?: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (body) headers['content-type'] = 'application/json';
  const res = await request(requestUrl(gateway, { path, query }), { method, headers, body, dispatcher });
  const text = await res.body.text();
  if (res.statusCode !== 200) return { error: `${path}: ${res.statusCode} ${text.slice(0, 200)}` };
  return { data: (JSON.parse(text) as { result: { data: unknown } }).result.data };
}

const procedure = <N extends CallName>(
  dispatcher: Agent,
  gateway: string,
  token: string,
  name: N,
  input: InputOf<N>,
) => {
  const r = procedureRequest(name, input);
  return call(dispatcher, gateway, token, r.path, r.method === 'GET' ? 'GET' : 'POST', r.query, r.body as string);
};

/** The peak resident set of each process, sampled every 250 ms until stopped. */
function watchMemory(pids: Record<string, number>) {
  const peakKb = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peakKb[name] = Math.max(peakKb[name] ?? 0, statusKb(pid, 'VmRSS'));
  };
  sample();
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    return Object.entries(peakKb)
      .map(([name, kb]) => `${name} ${(kb / 1024).toFixed(0)} MB`)
      .join(', ');
  };
}

/** The users' work through `gateways` (user i on gateway i mod n) for SECONDS. */
async function shift(gateways: string[], users: User[], boxRows: Map<string, { id: number; labelFormat: string }>) {
  const dispatchers = gateways.map(() => new Agent({ keepAliveTimeout: 10_000 }));
  const latencies: Record<Kind, number[]> = { grid: [], save: [], print: [], report: [] };
  const errors: string[] = [];
  const serials: string[] = [];
  const exports: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const act = async (u: number, kind: Kind, n: number) => {
    const user = users[u] as User;
    const at = u % gateways.length;
    const [gateway, dispatcher] = [gateways[at] as string, dispatchers[at] as Agent];
    const { plantid, printer } = user.plant;
    const t0 = performance.now();
    let reply: { data?: unknown; error?: string };
    if (kind === 'grid')
      reply =
        n % 2 === 0
          ? await procedure(dispatcher, gateway, user.token, 'demand.BoxLabelPrinting.list', {
              plantid,
              skip: ((u + n) % 20) * 20,
              take: 20,
              requireTotalCount: true,
            })
          : await procedure(dispatcher, gateway, user.token, 'configuration.XREFMaintenance.list', {
              plantid,
              skip: ((u + n) % 50) * 20,
              take: 20,
              requireTotalCount: true,
            });
    else if (kind === 'report')
      reply = await procedure(dispatcher, gateway, user.token, 'report.ShipmentReport.search', {
        plantID: plantid,
        dateFrom: day(-7 - (n % 21)),
        dateTo: day(-(n % 21)),
        skip: 0,
        take: 20,
        requireTotalCount: true,
      });
    else if (kind === 'save') {
      reply = await call(
        dispatcher,
        gateway,
        user.token,
        'trpc/configuration.LocationMaster.save',
        'POST',
        '',
        JSON.stringify({ updated: [user.location] }),
      );
      const saved = reply.data as { updated?: { saved: boolean; message: string } } | undefined;
      if (saved && !saved.updated?.saved) reply = { error: `save: ${saved.updated?.message}` };
    } else {
      const box = boxRows.get(plantid) as { id: number; labelFormat: string };
      reply = await procedure(dispatcher, gateway, user.token, 'demand.BoxLabelPrinting.print', {
        PlantId: plantid,
        PrinterName: printer,
        QuantityInBox: 10,
        NumberOfLabels: 5,
        NumberOfCopies: 1,
        Speed: 6,
        ProductionDate: todayIso(),
        KEYVALUE: String(box.id),
        LabelFormat: box.labelFormat,
      });
      if (reply.data) serials.push(...(reply.data as { serials: string[] }).serials);
    }
    latencies[kind].push(performance.now() - t0);
    if (reply.error) errors.push(reply.error);
  };
  const work = async (u: number) => {
    // Users start spread over the first think time, as a shift does not click all at once.
    await new Promise((r) => setTimeout(r, (u * THINK_MS) / USERS));
    for (let n = 0; performance.now() < until; n++) {
      await act(u, ROUND[(u + n) % ROUND.length] as Kind, n);
      await new Promise((r) => setTimeout(r, THINK_MS));
    }
  };
  /** One export a minute, by the next user each time: a week of shipment summary. */
  const exporting = async () => {
    for (let n = 0; performance.now() < until; n++) {
      const next = performance.now() + EXPORT_EVERY_MS;
      const user = users[n % USERS] as User;
      const at = n % gateways.length;
      const t0 = performance.now();
      const res = await request(`${gateways[at]}/api/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          procedure: 'report.ShipmentReport.search',
          loadOptions: { plantID: user.plant.plantid, dateFrom: day(-7), dateTo: day(0) },
          title: 'Shift',
          columns: shipmentReport.columns.S.map((field) => ({ field, label: field })),
        }),
        dispatcher: dispatchers[at],
      });
      const bytes = (await res.body.arrayBuffer()).byteLength;
      exports.push(performance.now() - t0);
      if (res.statusCode !== 200) errors.push(`export: ${res.statusCode} (${bytes} bytes)`);
      if (next > until) break;
      await new Promise((r) => setTimeout(r, next - performance.now()));
    }
  };
  await Promise.all([...users.map((_, u) => work(u)), exporting()]);
  await Promise.all(dispatchers.map((d) => d.close()));
  return { latencies, errors, serials, exports };
}

/**
 * Every serial the run's prints answered, and every serial of the plant database, each once; and
 * every answered serial recorded. Throws otherwise, after saying so.
 */
function duplicateSerials(dataDir: string, serials: string[]): string {
  const db = openPlantOf(dataDir, SERVER);
  try {
    const { total, uniq } = db.$client
      .prepare('SELECT count(*) AS total, count(DISTINCT serial) AS uniq FROM printed_label')
      .get() as { total: number; uniq: number };
    const recorded = db.$client.prepare('SELECT 1 FROM printed_label WHERE serial = ?');
    const missing = serials.filter((s) => !recorded.get(s)).length;
    const repeated = serials.length - new Set(serials).size;
    const figures =
      `${repeated} among the ${serials.length} the prints answered, ${total - uniq} among the ${total} of ` +
      `${SERVER}'s database (goal 0 and 0); ${missing} answered serials missing from the database`;
    if (repeated || total !== uniq || missing) throw new Error(`A serial was repeated or lost: ${figures}`);
    return figures;
  } finally {
    db.$client.close();
  }
}

export default {
  name: 'shift-load',
  async run({ plant, gateway, token, dataDir, out }) {
    const base = Number(new URL(gateway).port);
    const redis = await startRedis(dataDir);
    const replicas: Awaited<ReturnType<typeof startGateway>>[] = [];
    try {
      for (const port of [base + 1, base + 2])
        replicas.push(await startGateway(dataDir, plant, port, { FGSS_REDIS_URL: redis.url }));
      const [first, second] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
      const setup = new Agent();
      const data = async <N extends CallName>(name: N, input: InputOf<N>) => {
        const r = await procedure(setup, first.url, token, name, input);
        if (r.error) throw new Error(r.error);
        return r.data as { data: never[] };
      };
      // Each user signs in once, through one of the replicas (the sign-in counters are in Redis).
      const signIns = Array.from({ length: USERS }, (_, u) => u);
      const tokens: string[] = [];
      for (let i = 0; i < USERS; i += 10)
        tokens.push(
          ...(await Promise.all(
            signIns.slice(i, i + 10).map(async (u) => {
              const r = await procedure(setup, replicas[u % 2]?.url as string, '', 'auth.authentication.token', {
                username: u % 2 === 0 ? 'admin' : 'planner',
                password: 'Fgss.2026!',
                servername: SERVER,
                domain: 'SEWSMX',
              });
              if (r.error) throw new Error(r.error);
              return (r.data as { token: string }).token;
            }),
          )),
        );
      const locations = (
        await data('configuration.LocationMaster.list', {
          skip: 0,
          take: USERS,
          filter: ['default_loc', '=', false],
        })
      ).data as User['location'][];
      const boxRows = new Map<string, { id: number; labelFormat: string }>();
      for (const { plantid } of PLANTS) {
        const [row] = (
          await data('demand.BoxLabelPrinting.list', { plantid, take: 1, filter: ['labelFormat', '=', 'BX01'] })
        ).data as { id: number; labelFormat: string }[];
        if (!row) throw new Error(`No BX01 part of ${plantid} to print`);
        boxRows.set(plantid, row);
      }
      await setup.close();
      const users: User[] = tokens.map((t, u) => ({
        token: t,
        plant: PLANTS[u % PLANTS.length] as User['plant'],
        location: locations[u] as User['location'],
      }));
      const plantPid = pidOnPort(Number(new URL(plant).port));

      out(
        `\n${USERS} users (admin and planner sessions) over JRZ1-3 of ${SERVER}, ${SECONDS} s, one action every ${THINK_MS / 1000} s each ` +
          `(round of 10: 4 grid pages, 2 saves, 2 prints of 5 box labels, 2 shipment searches) and one export a minute`,
      );
      const runs: [string, string[], Record<string, number>][] = [
        [
          'two gateways sharing Redis',
          [first.url, second.url],
          { plant: plantPid, 'gateway 1': first.pid, 'gateway 2': second.pid, redis: redis.pid },
        ],
        ['one gateway', [first.url], { plant: plantPid, gateway: first.pid }],
      ];
      for (const [label, urls, pids] of runs) {
        const memory = watchMemory(pids);
        const r = await shift(urls, users, boxRows);
        const peaks = memory();
        const all = Object.values(r.latencies)
          .flat()
          .sort((a, b) => a - b);
        const kinds = (Object.entries(r.latencies) as [Kind, number[]][])
          .map(([kind, l]) => {
            const sorted = [...l].sort((a, b) => a - b);
            return `${kind} ${l.length} p95 ${ms(percentile(sorted, 95))}`;
          })
          .join('; ');
        out(`  ${label}:`);
        out(
          `    interactive: ${all.length} calls (${(all.length / SECONDS).toFixed(0)}/s), p50 ${ms(percentile(all, 50))}, ` +
            `p95 ${ms(percentile(all, 95))}, p99 ${ms(percentile(all, 99))}, max ${ms(all.at(-1) ?? 0)}`,
        );
        out(`    by kind: ${kinds}`);
        out(`    exports: ${r.exports.map(ms).join(', ')}`);
        out(
          `    errors: ${r.errors.length} (goal 0)${r.errors.length ? `; first: ${r.errors.slice(0, 3).join(' | ')}` : ''}`,
        );
        out(`    peak memory (RSS): ${peaks}`);
        out(`    duplicate serials: ${duplicateSerials(dataDir, r.serials)}`);
      }
    } finally {
      for (const r of replicas) await r.stop();
      await redis.stop();
    }
  },
} satisfies BenchSuite;
