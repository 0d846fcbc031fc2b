import { existsSync, rmSync } from 'node:fs';
import {
  buildRequest,
  type CallName,
  callNamed,
  type ErrorReply,
  fillPath,
  type InputOf,
  lotNumberText,
  type OutputOf,
  type RequestOptions,
  requestUrl,
  todayIso,
  XLSX_TYPE,
} from '@fgss/contracts';
import { centralFile } from './db/databases.js';
import { DEMO_PASSWORD, demoServers } from './demo.js';
import { type FakePlant, type FakePlantOptions, startFakePlant } from './plant.js';
import { copySmallSeed } from './test/small-seed.js';

/** The plant's entry bundled as `pnpm start` runs it, for tests that start the plant's own process. */
export { shiftedClock } from './plant-process.js';
export { bundledEntry } from './service-bundle.js';
export { copySmallSeed };

export interface Reply<T = unknown> {
  status: number;
  /** The JSON reply; a file reply's bytes. */
  body: T;
  /** A file reply's Content-Disposition. */
  disposition?: string | null;
}
/** A call's reply: its contract's output, or on an error status the error's message and issues. */
export type CallReply<N extends CallName> = Reply<OutputOf<N> & Partial<ErrorReply>>;
/** Who calls: the bearer token, the Idempotency-Key of a write, the user's language, and any other header. */
type Auth = Pick<RequestOptions, 'token' | 'idempotencyKey' | 'language' | 'headers'>;

/** A client of a running plant for tests: real HTTP, each call encoded as the gateway encodes it. */
export class PlantClient {
  constructor(readonly url: string) {}

  /** One call of the registry by name, with the input and reply types of its contract. */
  call<N extends CallName>(name: N, input: InputOf<N>, opts: Auth = {}): Promise<CallReply<N>> {
    return this.send(name, input, opts) as Promise<CallReply<N>>;
  }

  /**
   * A call whose input the compiler does not check, encoded the same way: a malformed input of a
   * bad-input test, or one a table-driven test builds.
   */
  callUnchecked(name: CallName, input: unknown, opts: Auth = {}): Promise<Reply<ErrorReply>> {
    return this.send(name, input, opts) as Promise<Reply<ErrorReply>>;
  }

  /**
   * A call's address at this plant, for a test that sends what no encoder would (a broken JSON
   * body, a prototype key, a form built by hand) or reads the reply's headers.
   */
  urlOf(name: CallName, pathInput: Record<string, unknown> = {}): string {
    const call = callNamed(name);
    return requestUrl(`${this.url}/${call.service}`, { path: fillPath(call.path, pathInput).path, query: '' });
  }

  /** A plant route outside the registry (/healthz, /_plant/...), or a method no call has. */
  // biome-ignore lint/suspicious/noExplicitAny: these routes have no contract; tests assert on them
  async route<T = any>(method: string, path: string, input?: object): Promise<Reply<T>> {
    const body = input === undefined ? null : JSON.stringify(input);
    const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    return (await reply(await fetch(`${this.url}${path}`, { method, headers, body }))) as Reply<T>;
  }

  private async send(name: CallName, input: unknown, opts: Auth): Promise<Reply> {
    const call = callNamed(name);
    const req = buildRequest(call, input, opts);
    const url = requestUrl(`${this.url}/${call.service}`, req);
    return reply(await fetch(url, { method: req.method, headers: req.headers, body: req.body ?? null }));
  }

  /** Signs a demo user in and returns the token (throws when the sign-in gives none). */
  async signIn(username = 'admin', server = 'FGSSMX01', password = DEMO_PASSWORD): Promise<string> {
    const domain = demoServers.find((s) => s.name === server)?.domain ?? 'NODOMAIN';
    const { body } = await this.call('auth.authentication.token', {
      username,
      password,
      servername: server,
      domain,
    });
    if (!body.token) throw new Error(`No token for ${username}@${server}: ${JSON.stringify(body)}`);
    return body.token;
  }
}

async function reply(res: Response): Promise<Reply> {
  if (res.headers.get('content-type') === XLSX_TYPE)
    return {
      status: res.status,
      body: Buffer.from(await res.arrayBuffer()),
      disposition: res.headers.get('content-disposition'),
    };
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * A plant on a copy of the small seed, without printers unless asked: in a temporary directory
 * removed on close, or in `dataDir`, which gets the copy only when it holds no databases yet.
 */
export async function startTestPlant(
  opts: Partial<FakePlantOptions> = {},
): Promise<FakePlant & { client: PlantClient }> {
  // Suites sign in far more often than a person: sign-in throttling is lifted unless asked.
  const signInLimits = { perAddress: 100_000, perUser: 100_000 };
  const dataDir = opts.dataDir && existsSync(centralFile(opts.dataDir)) ? opts.dataDir : copySmallSeed(opts.dataDir);
  // FGSS_TEST_PLANT_LOG=error (or info) shows the plant's log, a 500's cause among it.
  const logLevel = process.env.FGSS_TEST_PLANT_LOG;
  const plant = await startFakePlant({
    printers: false,
    signInLimits,
    ...(logLevel && { logger: true, logLevel }),
    ...opts,
    dataDir,
  });
  const close = async () => {
    await plant.close();
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...plant, close, client: new PlantClient(plant.url) };
}

export type DemoUser = 'admin' | 'planner' | 'viewer';
const demoUsers: readonly DemoUser[] = ['admin', 'planner', 'viewer'];

/**
 * What most service suites start with: a plant on a fresh copy of the small seed, its typed
 * client, and the token of each demo user asked for (all three unless named) under the user's
 * name, signed in on FGSSMX01. Top-level in a test file:
 * `const { client, admin, close } = await startSignedInPlant(['admin']); afterAll(close);`
 */
export async function startSignedInPlant<U extends DemoUser = DemoUser>(
  users: readonly U[] = demoUsers as readonly U[],
  opts: Partial<FakePlantOptions> = {},
): Promise<Awaited<ReturnType<typeof startTestPlant>> & Record<U, string>> {
  const plant = await startTestPlant(opts);
  const tokens = {} as Record<U, string>;
  for (const user of users) tokens[user] = await plant.client.signIn(user);
  return { ...plant, ...tokens };
}

/** A Harness Label Printing request (print or preview): `LabelQty` labels of a part of its list, made today. */
export const harnessPrintRequest = (
  plantId: string,
  printer: string,
  part: { sewsPartNo: string; sewsDesginLevel: string },
  LabelQty: number,
): InputOf<'demand.HarnessLabelPrinting.print'> => ({
  CBPlantId: plantId,
  ClusterPrinterName: printer,
  ClusterProdDate: todayIso(),
  LabelQty,
  LotNo: lotNumberText(todayIso()),
  PrintLot: true,
  ProductionLine: 'LINE-07',
  ProductionLot: 'A1',
  SEWSPartNo: part.sewsPartNo,
  SEWSDesginLevel: part.sewsDesginLevel,
  Speed: 2,
});
