/**
 * Fair-use scenario (g): one viewer sends tRPC batches of 32 label-format Checks (Box Label Format
 * Master's row action: lay out, render and scan a sample label, about 1.5 s of CPU each) over 4
 * connections, each batch again as soon as it is answered.
 */
import type { Agent } from 'undici';
import { request } from 'undici';
import { boxFormatCheck } from '../../packages/fake-services/src/contract/samples/box-format-check.js';

const CHECK = 'configuration.BoxLabelFormatMaster.check';
const BATCH = 32;

/** The viewer's token on the large-seed server, signed in at the plant. */
async function viewerToken(plant: string): Promise<string> {
  const res = await fetch(`${plant}/auth/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'viewer', password: 'Fgss.2026!', servername: 'FGSSMX01', domain: 'NODOMAIN' }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`viewer sign-in failed: ${res.status}`);
  return token;
}

/** Scenario (g) as fair-use.ts runs its abuses: a label, its connections, one send. */
export async function checkBatches(plant: string, gateway: string) {
  const token = await viewerToken(plant);
  const url = `${gateway}/trpc/${Array(BATCH).fill(CHECK).join(',')}?batch=1`;
  const body = JSON.stringify(Object.fromEntries(Array.from({ length: BATCH }, (_, i) => [i, boxFormatCheck])));
  return {
    label: `(g) one viewer, 4 connections, POST batching ${BATCH} label-format Checks`,
    connections: 4,
    async send(dispatcher: Agent, signal: AbortSignal): Promise<number> {
      const res = await request(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
        dispatcher,
        signal,
      });
      await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      return res.statusCode;
    },
  };
}
