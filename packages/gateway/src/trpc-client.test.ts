import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from './router.js';
import { startPlantBehindGateway } from './test/plant.js';

/**
 * The gateway serves tRPC's wire format itself (procedure-route.ts), so it is driven here by
 * tRPC's own client, as the web drives it: batched queries, a mutation, typed replies and errors.
 */
let stack: Awaited<ReturnType<typeof startPlantBehindGateway>>;
let url = '';

beforeAll(async () => {
  stack = await startPlantBehindGateway();
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const address = stack.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/trpc`;
});

afterAll(async () => {
  await stack.close();
});

const clientOf = (token?: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })],
  });

describe("tRPC's own client against the gateway", () => {
  it('signs in with a mutation and reads two grids in one batched request', async () => {
    const anonymous = clientOf();
    const token = await anonymous.auth.authentication.token.mutate(await stack.signInInput('planner'));
    expect(token.token).toBeTruthy();

    const client = clientOf(token.token ?? '');
    const requestsBefore = stack.plantRequests.length;
    const [locations, carriers] = await Promise.all([
      client.configuration.LocationMaster.list.query({ take: 5, requireTotalCount: true }),
      client.configuration.CarrierMaster.list.query({ take: 5 }),
    ]);
    expect(locations.data.length).toBe(5);
    expect(locations.totalCount).toBeGreaterThan(5);
    expect(carriers.data.length).toBeGreaterThan(0);
    expect(stack.plantRequests.length - requestsBefore).toBe(2);
  });

  it("answers a viewer's save with tRPC's FORBIDDEN error the client decodes", async () => {
    const { token } = await stack.signIn('viewer');
    const client = clientOf(token);
    const refused = await client.configuration.LocationMaster.save
      .mutate({ inserted: [{ location_cd: 'TRPC1', location_nm: 'Client test' }] })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<AppRouter>).data?.httpStatus).toBe(403);
    expect((refused as TRPCClientError<AppRouter>).data?.code).toBe('FORBIDDEN');
  });
});
