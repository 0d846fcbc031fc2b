import {
  buildRequest,
  type CallName,
  callNamed,
  type InputOf,
  type OutputOf,
  procedureRequest,
  requestUrl,
} from '@fgss/contracts';

/**
 * The bench's calls, by registry name and encoded by the contract's request builders: through the
 * gateway (its tRPC procedure of that name) or straight to the fake plant's service.
 */

/** The URL of a GET call through the gateway, for the load generator. */
export const gatewayUrl = <N extends CallName>(gateway: string, name: N, input: InputOf<N>) =>
  requestUrl(gateway, procedureRequest(name, input));

/** The URL of a GET call straight to the plant's service, for the load generator. */
export function plantUrl<N extends CallName>(plant: string, name: N, input: InputOf<N>): string {
  const call = callNamed(name);
  return requestUrl(`${plant}/${call.service}`, buildRequest(call, input));
}

/** One call through the gateway as `token`'s user: its reply, or an error naming the call. */
export async function callGateway<N extends CallName>(
  gateway: string,
  token: string,
  name: N,
  input: InputOf<N>,
): Promise<OutputOf<N>> {
  const req = procedureRequest(name, input, { token });
  const res = await fetch(requestUrl(gateway, req), { method: req.method, headers: req.headers, body: req.body });
  const body = (await res.json()) as { result?: { data: OutputOf<N> }; error?: unknown };
  if (!res.ok || !body.result) throw new Error(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.result.data;
}

/** A bearer token of `username` (a demo user) on FGSSMX01, the large-seed server, from the plant's sign-in. */
export async function signIn(plant: string, username: string): Promise<string> {
  const res = await fetch(`${plant}/auth/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Fgss.2026!', servername: 'FGSSMX01', domain: 'NODOMAIN' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
