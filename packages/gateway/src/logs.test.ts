import { DEMO_PASSWORD } from '@fgss/fake-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from './test/plant.js';
import { trpcBatch } from './test/trpc-http.js';

/**
 * The logs of one click: the request id the browser sends is in the gateway's lines, the plant's
 * lines, the print job's state lines and its printer exchange; no line holds a password or token.
 */
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
const logStream = {
  write(line: string) {
    raw.push(line);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  },
};
const PRINTER = 'MX01-ZT410-FG';
let env: Awaited<ReturnType<typeof startPlantBehindGateway>>;
let token: string;

beforeAll(async () => {
  env = await startPlantBehindGateway({}, { logStream });
  token = (await env.signIn('admin')).token;
}, 120_000);
afterAll(() => env.close());

const withId = (id: string) => lines.filter((l) => l.requestId === id);

describe('logs that follow a click', () => {
  it('carry the request id from the gateway to the print job and its printer exchange', async () => {
    const id = 'click-print-1';
    const input = { noLabels: 2, noCopies: 1, printerName: PRINTER, Speed: 2 };
    const res = await trpcBatch(env.app, [{ name: 'demand.EmptyBoxLabelPrinting.print', input }], {
      token,
      headers: { 'x-request-id': id, 'idempotency-key': 'logs-print-1' },
    });
    expect(res.outcomes[0]?.ok).toBe(true);
    expect(res.headers['x-request-id']).toBe(id);
    const printId = (res.outcomes[0]?.data as { printId: number } | undefined)?.printId;

    const traced = withId(id);
    // The gateway's own lines: its request and its forward to the service.
    expect(traced.some((l) => l.msg === 'service answered' && l.service === 'demand')).toBe(true);
    // The plant's lines of the forwarded request (its route is the service's URL, not /trpc).
    expect(
      traced.some((l) => l.msg === 'incoming request' && String((l.req as { url: string }).url).startsWith('/demand/')),
    ).toBe(true);
    const job = traced.filter((l) => l.jobId === printId);
    expect(job.map((l) => l.state).filter(Boolean)).toEqual(['reserved', 'sending', 'sent', 'printed']);
    const exchange = job.find((l) => l.msg === 'printer took the job');
    expect(exchange).toMatchObject({ printer: PRINTER, jobId: printId });
    expect(exchange?.bytes).toBeGreaterThan(0);
  });

  it('makes its own id when the caller sends an unsafe one', async () => {
    const res = await trpcBatch(env.app, [{ name: 'auth.authentication.servernames', input: {} }], {
      headers: { 'x-request-id': 'bad id\nforged line' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw.join('')).not.toContain('forged line');
  });

  it('holds no password or token in any line', async () => {
    const newPassword = 'Changed-Secret-42!';
    const input = await env.signInInput('planner');
    const signIn = await trpcBatch(env.app, [{ name: 'auth.authentication.token', input }], {
      headers: { 'x-request-id': 'click-sign-in' },
    });
    const jwt = (signIn.outcomes[0]?.data as { token: string } | undefined)?.token ?? 'no token';
    expect(signIn.outcomes[0]?.ok).toBe(true);
    await trpcBatch(env.app, [{ name: 'auth.authentication.domains', input: {} }], { token: jwt });
    const change = {
      username: 'planner',
      oldPassword: DEMO_PASSWORD,
      newPassword,
      confirmPassword: newPassword,
      servername: input.servername,
    };
    const changed = await trpcBatch(env.app, [{ name: 'auth.authentication.changePassword', input: change }]);
    expect(changed.outcomes[0]?.ok).toBe(true);
    // The sign-in was logged, on both sides, under its id.
    expect(withId('click-sign-in').length).toBeGreaterThan(2);
    const all = raw.join('');
    for (const secret of [DEMO_PASSWORD, newPassword, jwt, token]) expect(all).not.toContain(secret);
  });
});
