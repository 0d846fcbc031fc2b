import { existsSync, rmSync } from 'node:fs';
import { encodeQuery } from '@fgss/contracts';
import { centralFile } from './db/databases.js';
import { DEMO_PASSWORD, demoServers } from './demo.js';
import { type FakePlant, type FakePlantOptions, startFakePlant } from './plant.js';
import { copySmallSeed } from './test/small-seed.js';

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/** A client of a running plant for tests: real HTTP, the way the gateway calls it. */
export class PlantClient {
  constructor(readonly url: string) {}

  // biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
  async request<T = any>(
    method: string,
    path: string,
    opts: { token?: string | null; input?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let url = `${this.url}${path}`;
    let body: string | undefined;
    if (method === 'GET') {
      const qs = encodeQuery(opts.input ?? {}).toString();
      if (qs) url += `?${qs}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.input ?? {});
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Signs a demo user in and returns the token (throws when the sign-in gives none). */
  async signIn(username = 'admin', server = 'FGSSMX01', password = DEMO_PASSWORD): Promise<string> {
    const domain = demoServers.find((s) => s.name === server)?.domain ?? 'NODOMAIN';
    const reply = await this.request<{ token: string | null }>('POST', '/auth/authentication/token', {
      input: { username, password, servername: server, domain },
    });
    if (!reply.body.token) throw new Error(`No token for ${username}@${server}: ${JSON.stringify(reply.body)}`);
    return reply.body.token;
  }
}

/**
 * A plant on a copy of the small seed, without printers unless asked: in a temporary directory
 * removed on close, or in `dataDir`, which gets the copy only when it holds no databases yet.
 */
export async function startTestPlant(
  opts: Partial<FakePlantOptions> = {},
): Promise<FakePlant & { client: PlantClient }> {
  const dataDir = opts.dataDir && existsSync(centralFile(opts.dataDir)) ? opts.dataDir : copySmallSeed(opts.dataDir);
  const plant = await startFakePlant({ printers: false, ...opts, dataDir });
  const close = async () => {
    await plant.close();
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...plant, close, client: new PlantClient(plant.url) };
}
