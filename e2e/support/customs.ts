import { buildRequest, type CallName, callNamed, requestUrl } from '@fgss/contracts';
import { expect } from 'vitest';
import { PASSWORD } from './sign-in.js';
import { plantURL } from './stack.js';

/** Tells the stack's fake customs receiver how to answer (refusals, delays, its 997s). */
export async function customsReceiver(state: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${plantURL}/_plant/customs/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
  expect(res.status).toBe(200);
}

/** A call of the registry straight to the plant, encoded as the gateway encodes it; its JSON reply. */
export async function plantCall<T = Record<string, unknown>>(
  name: CallName,
  input: unknown,
  opts: { token?: string; idempotencyKey?: string } = {},
): Promise<T> {
  const call = callNamed(name);
  const req = buildRequest(call, input, opts);
  const res = await fetch(requestUrl(`${plantURL}/${call.service}`, req), {
    method: req.method,
    headers: req.headers,
    body: req.body ?? null,
  });
  return (await res.json()) as T;
}

/** Sends `asn` to customs as planner, as the retransmit screen would (the fake receiver answers a 997). */
export async function retransmitAsn(asn: string): Promise<void> {
  const { token } = await plantCall<{ token: string }>('auth.authentication.token', {
    username: 'planner',
    password: PASSWORD,
    servername: 'FGSSMX01',
    domain: 'SEWSMX',
  });
  await plantCall(
    'import.RetransmitASNtoCustoms.retransmit',
    { asnNumber: asn },
    { token, idempotencyKey: `retransmit-${asn}-${Date.now()}` },
  );
}
