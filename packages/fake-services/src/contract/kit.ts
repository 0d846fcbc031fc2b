import { type CallName, callNamed } from '@fgss/contracts';
import { DEMO_PASSWORD } from '../demo.js';
import { PlantClient } from '../testing.js';

/**
 * What the contract samples share: the account, the HTTP sender and set-up calls. The base URL
 * and token are filled in by contract.test.ts before any sample runs.
 */
const env = process.env;
export const account = {
  username: env.FGSS_CONTRACT_USERNAME ?? 'admin',
  password: env.FGSS_CONTRACT_PASSWORD ?? DEMO_PASSWORD,
  servername: env.FGSS_CONTRACT_SERVER ?? 'FGSSMX01',
  domain: env.FGSS_CONTRACT_DOMAIN ?? 'SEWSMX',
};
export const target = { client: new PlantClient(''), token: '' };

export type Input = Record<string, unknown>;
/** Builds a valid input of one call; it may make other calls first to set things up. */
export type Sample = () => Promise<Input> | Input;

/**
 * Sends a call as the gateway does (the contract's request builder), with the contract account's
 * token. A password change revokes the account's earlier tokens: it goes on with the one returned.
 */
export async function send(name: CallName, input: Input) {
  const reply = await target.client.callUnchecked(name, input, { token: target.token });
  const body = reply.body as { token?: unknown; userData?: { userName?: string } } | null;
  if (typeof body?.token === 'string' && body.userData?.userName?.toLowerCase() === account.username.toLowerCase())
    target.token = body.token;
  return reply;
}

/** Makes another call of the registry for a sample's set-up; it must succeed. */
export async function api<T = unknown>(name: string, input: Input): Promise<T> {
  const reply = await send(name as CallName, callNamed(name as CallName).input.parse(input) as Input);
  if (reply.status >= 300) throw new Error(`${name} set-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

/** Keys unique to this run, so samples can be replayed against the same database. */
export const run = Math.random().toString(36).slice(2, 5).toUpperCase();
let serial = 0;
export const tag = () => `${run}${(serial++).toString(36).toUpperCase()}`;

/**
 * The samples of one master grid (masterGridCalls) at registry node `node`, e.g.
 * 'configuration.LocationMaster': `make` builds a new row from a unique tag, `key` the filter that
 * finds it again, `edit` a change an update may make, `load` extra load options of its list.
 */
export function gridSamples(
  node: string,
  make: (tag: string) => Input,
  key: (row: Input) => unknown[],
  edit: (row: Input) => Input,
  load: Input = {},
): Record<string, Sample> {
  const name = (call: string) => `${node}.${call}`;
  const created = async () => {
    const row = make(tag());
    await api(name('insert'), { rows: [row] });
    const found = await api<{ data: Input[] }>(name('list'), { ...load, filter: key(row) });
    return found.data[0] as Input;
  };
  return {
    [name('list')]: () => ({ ...load, skip: 0, take: 10, requireTotalCount: true }),
    [name('insert')]: () => ({ rows: [make(tag())] }),
    [name('update')]: async () => ({ rows: [edit(await created())] }),
    [name('remove')]: async () => ({ rows: [{ id: (await created()).id }] }),
    [name('save')]: async () => {
      const [gone, changed] = [await created(), await created()];
      return { deleted: [{ id: gone.id }], updated: [edit(changed)], inserted: [make(tag())] };
    },
  };
}
