import { type CallName, callNamed } from '@fgss/contracts';
import { DEMO_PASSWORD } from '../demo.js';
import { PlantClient } from '../testing.js';
import { codes, type Row, type SampleKit } from './samples/index.js';

/**
 * The contract test's side of the samples: its account, the HTTP sender, and the SampleKit that
 * makes every set-up call as that account. The base URL and token are filled in by
 * contract.test.ts before any sample runs.
 */
const env = process.env;
export const account = {
  username: env.FGSS_CONTRACT_USERNAME ?? 'admin',
  password: env.FGSS_CONTRACT_PASSWORD ?? DEMO_PASSWORD,
  servername: env.FGSS_CONTRACT_SERVER ?? 'FGSSMX01',
  domain: env.FGSS_CONTRACT_DOMAIN ?? 'SEWSMX',
  zone: env.FGSS_CONTRACT_ZONE ?? 'Mexico',
};
export const target = { client: new PlantClient(''), token: '' };

/**
 * Sends a call as the gateway does (the contract's request builder), with the contract account's
 * token. A password change revokes the account's earlier tokens: it goes on with the one returned.
 */
export async function send(name: CallName, input: unknown) {
  const reply = await target.client.callUnchecked(name, input, { token: target.token });
  const body = reply.body as { token?: unknown; userData?: { userName?: string } } | null;
  if (typeof body?.token === 'string' && body.userData?.userName?.toLowerCase() === account.username.toLowerCase())
    target.token = body.token;
  return reply;
}

/** A set-up call; it must succeed. */
export async function api<T = unknown>(name: CallName, input: Row): Promise<T> {
  const reply = await send(name, callNamed(name).input.parse(input));
  if (reply.status >= 300) throw new Error(`${name} set-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

const memos = new Map<string, unknown>();
const code = codes('C');

/** The contract account as the samples' caller; its set-up calls go to the same base URL. */
export const contractKit: SampleKit = {
  user: account.username,
  servername: account.servername,
  zone: account.zone,
  domain: account.domain,
  signInInput: () => ({
    username: account.username,
    password: account.password,
    servername: account.servername,
    domain: account.domain,
  }),
  // Changes the password away and back, leaving the account as it was.
  async passwordChange() {
    const temporary = `Contract${code(6)}9`;
    await api('auth.authentication.changePassword', {
      username: account.username,
      servername: account.servername,
      oldPassword: account.password,
      newPassword: temporary,
      confirmPassword: temporary,
    });
    return { username: account.username, oldPassword: temporary, newPassword: account.password };
  },
  code,
  call: api,
  memo<T>(key: string, make: () => T): T {
    if (!memos.has(key)) memos.set(key, make());
    return memos.get(key) as T;
  },
};
