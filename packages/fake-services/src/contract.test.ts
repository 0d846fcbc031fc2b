/**
 * Contract test: every call of the registry is made over HTTP against a base URL with a valid
 * admin token and a valid sample input, and its reply must parse with the call's response
 * schema. FGSS_CONTRACT_BASE_URL points it at real services (FGSS_CONTRACT_USERNAME,
 * _PASSWORD, _SERVER and _DOMAIN name the account); by default an in-process fake plant answers.
 * A registry entry without a sample fails: add one below when you add a call.
 */
import { type AnyCall, type CallTree, encodeQuery, fillPath, flattenCalls, registry } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo.js';
import { type FakePlant, startFakePlant } from './plant.js';

const env = process.env;
const account = {
  username: env.FGSS_CONTRACT_USERNAME ?? 'admin',
  password: env.FGSS_CONTRACT_PASSWORD ?? DEMO_PASSWORD,
  servername: env.FGSS_CONTRACT_SERVER ?? 'FGSSMX01',
  domain: env.FGSS_CONTRACT_DOMAIN ?? 'SEWSMX',
};
const calls = new Map(flattenCalls(registry as unknown as CallTree).map((c) => [c.name, c.call]));

let plant: FakePlant | undefined;
let baseUrl: string;
let token: string;

type Input = Record<string, unknown>;

/** Sends a call the way the gateway does: path parameters, then query string or JSON body. */
async function send(call: AnyCall, input: Input): Promise<{ status: number; body: unknown }> {
  const { path, rest } = fillPath(call.path, input);
  let url = `${baseUrl}/${call.service}/${path}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | undefined;
  if (call.method === 'GET') {
    const qs = encodeQuery(rest).toString();
    if (qs) url += `?${qs}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  const res = await fetch(url, { method: call.method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Makes another call of the registry for a sample's set-up; it must succeed. */
async function api<T = unknown>(name: string, input: Input): Promise<T> {
  const call = calls.get(name);
  if (!call) throw new Error(`No call ${name}`);
  const reply = await send(call, call.input.parse(input) as Input);
  if (reply.status >= 300) throw new Error(`${name} set-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

/** Keys unique to this run, so samples can be replayed against the same database. */
const run = Math.random().toString(36).slice(2, 5).toUpperCase();
let serial = 0;
const tag = () => `${run}${(serial++).toString(36).toUpperCase()}`;

type Sample = () => Promise<Input> | Input;

/**
 * The samples of one master grid: `make` builds a new row from a unique tag, `key` the filter
 * that finds it again, `edit` a change an update may make.
 */
function gridSamples(
  screen: string,
  make: (tag: string) => Input,
  key: (row: Input) => unknown[],
  edit: (row: Input) => Input,
) {
  const name = (call: string) => `configuration.${screen}.${call}`;
  const created = async () => {
    const row = make(tag());
    await api(name('insert'), { rows: [row] });
    const found = await api<{ data: Input[] }>(name('list'), { filter: key(row) });
    return found.data[0] as Input;
  };
  const samples: Record<string, Sample> = {
    [name('list')]: () => ({ skip: 0, take: 10, requireTotalCount: true }),
    [name('insert')]: () => ({ rows: [make(tag())] }),
    [name('update')]: async () => ({ rows: [edit(await created())] }),
    [name('remove')]: async () => ({ rows: [{ id: (await created()).id }] }),
    [name('save')]: async () => {
      const [gone, changed] = [await created(), await created()];
      return { deleted: [{ id: gone.id }], updated: [edit(changed)], inserted: [make(tag())] };
    },
  };
  return samples;
}

const samples: Record<string, Sample> = {
  'auth.authentication.token': () => account,
  'auth.authentication.domains': () => ({}),
  'auth.authentication.servernames': () => ({ username: account.username }),
  'auth.authentication.domainname': () => ({ username: account.username, servername: account.servername }),
  'auth.authentication.setDomainname': async () => {
    const current = await api<{ name: string }>('auth.authentication.domainname', {
      username: account.username,
      servername: account.servername,
    });
    return { username: account.username, domain: current.name, category: '', server: account.servername };
  },
  'auth.authentication.defaultserver': () => ({ username: account.username }),
  'auth.authentication.setDefaultserver': async () => {
    const servers = await api<{ name: string; zone: string; isFavorite: boolean }[]>(
      'auth.authentication.defaultserver',
      { username: account.username },
    );
    const favourites = servers.filter((s) => s.isFavorite);
    return {
      userName: account.username,
      Zones: [...new Set(favourites.map((s) => s.zone))].map((zone) => ({
        Category: zone,
        Servers: favourites.filter((s) => s.zone === zone).map((s) => ({ Name: s.name })),
      })),
    };
  },
  'auth.authentication.serverStatus': () => ({}),
  'auth.authentication.setServerStatus': async () => {
    const rows = await api<{ id: number; name: string; enabled: boolean }[]>('auth.authentication.serverStatus', {});
    const own = rows.find((r) => r.name === account.servername);
    return { id: own?.id, enabled: own?.enabled };
  },
  'auth.authentication.resetPassword': () => ({ username: `nobody${run}`, servername: account.servername }),
  // Changes the password away and back, leaving the account as it was.
  'auth.authentication.changePassword': async () => {
    const temporary = `Contract${run}9`;
    const change = { username: account.username, servername: account.servername };
    await api('auth.authentication.changePassword', {
      ...change,
      oldPassword: account.password,
      newPassword: temporary,
      confirmPassword: temporary,
    });
    return { ...change, oldPassword: temporary, newPassword: account.password, confirmPassword: account.password };
  },

  ...gridSamples(
    'SystemParameters',
    (t) => ({ option: 'General', parameter_c: `CT_${t}`, parameter_Value: 'YES', remarks: 'Contract test' }),
    (row) => ['parameter_c', '=', row.parameter_c],
    (row) => ({ ...row, parameter_Value: 'NO' }),
  ),
  'configuration.SystemParameters.options': () => ({}),
  ...gridSamples(
    'LocationMaster',
    (t) => ({ location_cd: `Q${t}`, location_nm: `Contract location ${t}` }),
    (row) => ['location_cd', '=', row.location_cd],
    (row) => ({ ...row, location_nm: `${row.location_nm} (edited)` }),
  ),
  'configuration.LocationMaster.getDefaults': () => ({}),
  ...gridSamples(
    'CarrierMaster',
    (t) => ({ carrieR_NM: `CONTRACT ${t}` }),
    (row) => ['carrieR_NM', '=', row.carrieR_NM],
    (row) => row,
  ),
  'configuration.CarrierMaster.getDefaults': () => ({}),
  ...gridSamples(
    'DestinationMaster',
    (t) => ({ desT_CD: `CT-${t}`, desT_NM: `Contract destination ${t}` }),
    (row) => ['desT_CD', '=', row.desT_CD],
    (row) => ({ ...row, desT_NM: `${row.desT_NM} (edited)` }),
  ),
  'configuration.DestinationMaster.getDefaults': () => ({}),
};

beforeAll(async () => {
  if (env.FGSS_CONTRACT_BASE_URL) baseUrl = env.FGSS_CONTRACT_BASE_URL.replace(/\/$/, '');
  else {
    plant = await startFakePlant({ printers: false });
    baseUrl = plant.url;
  }
  const reply = await api<{ token: string | null }>('auth.authentication.token', account);
  if (!reply.token) throw new Error(`The contract account ${account.username} got no token`);
  token = reply.token;
});
afterAll(() => plant?.close());

describe('contract: every registry call answers with a reply its schema accepts', () => {
  it.each([...calls.keys()])('%s', async (name) => {
    const call = calls.get(name) as AnyCall;
    const sample = samples[name];
    expect(sample, `No contract sample for ${name}: add one to src/contract.test.ts`).toBeDefined();
    const input = call.input.parse(await (sample as Sample)()) as Input;
    const reply = await send(call, input);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    const parsed = call.response.safeParse(reply.body);
    expect(parsed.error?.issues ?? [], JSON.stringify(reply.body).slice(0, 500)).toEqual([]);
  });

  it('has no sample for a call the registry no longer has', () => {
    expect(Object.keys(samples).filter((name) => !calls.has(name))).toEqual([]);
  });
});
