/**
 * The production smoke run (`npx -y pnpm@10 smoke:prod`, run by .ci/run): builds, starts the
 * COMPILED stack with scripts/start-prod.mjs on free ports and a fresh data directory, and walks
 * what an operator's first hour would: sign in through the gateway, load a master grid, preview
 * a label (the compiled render worker) and print it to a virtual printer, export, scrape both /metrics, stop with SIGTERM while a slow printer
 * holds a job, start again and find the job in Print History (printed or unknown) with the next print
 * continuing the serials. The plant's /_plant routes are on here only to make the printer slow and
 * read what it received. Exits non-zero at the first step that fails.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root, waitFor } from './processes.js';

const PRINTER = 'MX01-ZT410-FG';
const PRINT = { noLabels: 3, noCopies: 1, printerName: PRINTER, Speed: 2 };
const started = Date.now();
const step = (what: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}\n`);
function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Error(`smoke: ${what}`);
}

/** A free port on this machine (the gateway takes no port 0). */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Every package a compiled file imports is Node's own or one of its package's production dependencies. */
function checkRunsWithoutDevDependencies(pkg: string, file = 'main.js') {
  const bundle = readFileSync(resolve(root, `packages/${pkg}/dist/${file}`), 'utf8');
  const { dependencies } = JSON.parse(readFileSync(resolve(root, `packages/${pkg}/package.json`), 'utf8'));
  const imported = new Set(
    // esbuild writes static imports at line starts and keeps `await import("x")` as is.
    [...bundle.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";|\bimport\("([^"]+)"\)/gm)]
      .map(([, spec, dynamic]) => (spec ?? dynamic)!)
      .map((spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)),
  );
  const extra = [...imported].filter((p) => !p.startsWith('node:') && !builtinModules.includes(p) && !dependencies[p]);
  check(extra.length === 0, `packages/${pkg}/dist/${file} needs ${extra.join(', ')}, not a production dependency`);
}

step('build');
execFileSync('npx', ['-y', 'pnpm@10', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
for (const pkg of ['gateway', 'fake-services']) checkRunsWithoutDevDependencies(pkg);
// The plant's label render worker (labels/render-pool.ts) is bundled beside its main.
checkRunsWithoutDevDependencies('fake-services', 'labels/render-worker.js');

const dataDir = mkdtempSync(join(tmpdir(), 'fgss-smoke-'));
const [plantPort, gatewayPort] = [await freePort(), await freePort()];
const plant = `http://127.0.0.1:${plantPort}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;
const { NODE_OPTIONS: _loader, ...inherited } = process.env;
const env = {
  ...inherited,
  FGSS_JWT_SECRET: randomBytes(32).toString('hex'),
  FAKE_PLANT_PORT: String(plantPort),
  GATEWAY_PORT: String(gatewayPort),
  GATEWAY_HOST: '127.0.0.1',
  FGSS_DATA_DIR: dataDir,
  FGSS_PRINTER_BASE_PORT: '0',
  FGSS_CUSTOMS_PORT: '0',
  FGSS_PLANT_DEV_ROUTES: 'true',
  // Production serves /metrics only with a token, to a scraper that sends it.
  FGSS_METRICS_TOKEN: randomBytes(16).toString('hex'),
  LOG_LEVEL: 'warn',
};

let stack: ChildProcess | undefined;
/** `node scripts/start-prod.mjs`, as an operator starts it, up once both health checks answer. */
async function start() {
  stack = spawn('node', ['scripts/start-prod.mjs'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await Promise.all([waitFor(`${plant}/healthz`, 60_000), waitFor(`${gateway}/healthz`, 60_000)]);
}
const stopped = (child: ChildProcess) =>
  new Promise<number | null>((done) => (child.exitCode !== null ? done(child.exitCode) : child.once('exit', done)));

/** One tRPC procedure through the gateway, as the web's batch link sends it. */
async function trpc<T>(procedure: string, input: unknown, token?: string, query = false): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': randomBytes(8).toString('hex'),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const batch = JSON.stringify({ 0: input });
  const res = await fetch(
    `${gateway}/trpc/${procedure}?batch=1${query ? `&input=${encodeURIComponent(batch)}` : ''}`,
    query ? { headers } : { method: 'POST', headers, body: batch },
  );
  const [item] = (await res.json()) as { result?: { data: T }; error?: { message: string } }[];
  check(item?.result, `${procedure}: ${res.status} ${item?.error?.message}`);
  return item.result.data;
}
const signIn = async () =>
  (
    await trpc<{ token: string }>('auth.authentication.token', {
      username: 'admin',
      password: 'Fgss.2026!',
      servername: 'FGSSMX01',
      domain: 'SEWSMX',
    })
  ).token;
const print = (token: string) => trpc<{ serials: string[] }>('demand.EmptyBoxLabelPrinting.print', PRINT, token);
const plantRoute = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${plant}/_plant${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  check(res.ok, `${method} /_plant${path}: ${res.status}`);
  return (await res.json()) as T;
};
const heldSerials = async () =>
  (await plantRoute<{ text: string }[]>('GET', `/printers/${PRINTER}/jobs?open=true`)).flatMap(
    (j) => j.text.match(/\b[A-Z0-9]{4}E\d{8}\b/g) ?? [],
  );
const numberOf = (serial: string | undefined) => Number(serial?.slice(-8));

try {
  step('start the compiled plant and gateway (node only, NODE_ENV=production)');
  await start();

  step('sign in through the gateway');
  let token = await signIn();
  check(token, 'no token');

  step('load a master grid');
  const grid = await trpc<{ data: unknown[] }>('configuration.LocationMaster.list', { take: 20 }, token, true);
  check(grid.data.length > 0, `Location Master: ${JSON.stringify(grid)}`);
  step(`  ${grid.data.length} locations`);

  step('preview a label (drawn by the compiled render worker)');
  const preview = await trpc<{ svg: string }>('demand.EmptyBoxLabelPrinting.preview', PRINT, token);
  check(preview.svg.includes('<svg'), `preview: ${JSON.stringify(preview).slice(0, 200)}`);

  step('print a label to a virtual printer');
  const first = await print(token);
  const received = await plantRoute<{ text: string }[]>('GET', `/printers/${PRINTER}/jobs`);
  check(first.serials.length === 3, `printed ${first.serials.join(', ')}`);
  check(
    first.serials.every((s) => received.some((j) => j.text.includes(s))),
    'the printer did not get the serials',
  );

  step('export Location Master');
  const exported = await fetch(`${gateway}/api/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      procedure: 'configuration.LocationMaster.list',
      loadOptions: {},
      title: 'Location Master',
      columns: [{ field: 'location_cd', label: 'Location Code' }],
      language: 'EN',
      timeZone: 'UTC',
    }),
  });
  const workbook = Buffer.from(await exported.arrayBuffer());
  check(exported.ok && workbook.subarray(0, 2).toString() === 'PK', `export: ${exported.status}`);

  step('scrape both /metrics');
  const scraped = async (url: string, series: string[]) => {
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${env.FGSS_METRICS_TOKEN}` } })
    ).text();
    const absent = series.filter((s) => !text.includes(`\n${s}`) && !text.startsWith(s));
    check(absent.length === 0, `${url}/metrics lacks ${absent.join(', ')}`);
  };
  await scraped(gateway, [
    'fgss_gateway_procedure_seconds_count{procedure="configuration.LocationMaster.list"',
    'fgss_gateway_export_seconds_count{outcome="written"}',
    'process_resident_memory_bytes',
  ]);
  await scraped(plant, ['fgss_plant_print_jobs{', 'fgss_plant_printers{', 'fgss_plant_handler_seconds_count']);

  step('SIGTERM while a slow printer holds a job');
  await plantRoute('PUT', `/printers/${PRINTER}/state`, { behaviour: 'slow' });
  const printing = print(token).catch((err: unknown) => err);
  let held: string[] = [];
  for (const until = Date.now() + 30_000; held.length < 3 && Date.now() < until; )
    held = (await new Promise<string[]>((done) => setTimeout(() => heldSerials().then(done), 100))).filter(
      (s) => !first.serials.includes(s),
    );
  check(held.length === 3, `the slow printer holds ${held.join(', ')}`);
  const running = stack!;
  running.kill('SIGTERM');
  const code = await stopped(running);
  check(code === 0, `the stack exited ${code} on SIGTERM`);
  const reply = await printing;
  step(`  stopped 0; the print ${reply instanceof Error ? `was cut off (${reply.message})` : 'finished'}`);

  step('start again and check the job in Print History');
  await start();
  token = await signIn();
  await plantRoute('PUT', `/printers/${PRINTER}/state`, { behaviour: 'normal' });
  const history = await trpc<{ data: { state: string; firstSerial: string; lastSerial: string }[] }>(
    'demand.PrintHistory.list',
    { serial: held[1], take: 10 },
    token,
    true,
  );
  const job = history.data[0];
  check(
    history.data.length === 1 && ['printed', 'unknown'].includes(job!.state),
    `Print History: ${JSON.stringify(history.data)}`,
  );
  check(job!.firstSerial === held[0] && job!.lastSerial === held[2], `the job's serials: ${JSON.stringify(job)}`);
  const next = await print(token);
  check(numberOf(next.serials[0]) === numberOf(held[2]) + 1, `the next print began at ${next.serials[0]}`);
  const all = [...first.serials, ...held, ...next.serials];
  check(new Set(all).size === all.length, `a serial repeated: ${all.join(', ')}`);
  step(`  the job is ${job!.state}; the next print continues at ${next.serials[0]}; no serial repeated`);

  stack!.kill('SIGTERM');
  check((await stopped(stack!)) === 0, 'the stack did not stop cleanly');
  step('production smoke run passed');
} catch (err) {
  // Passed on to both services, which would otherwise outlive this run.
  if (stack && stack.exitCode === null) {
    stack.kill('SIGTERM');
    await stopped(stack);
  }
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
