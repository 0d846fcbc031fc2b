import { heavyWorkMessages } from '@fgss/contracts';
import { boxFormatCheck } from '@fgss/fake-services/samples';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { heavyProcedures, MAX_HEAVY_PER_REQUEST } from './heavy-calls.js';
import { startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';

const stub = await startStubService(() => ({ body: { message: 'not looked at' }, status: 400 }));
const app = await buildGateway({
  serviceUrls: serviceUrlsAt(stub.url),
  jwtSecret: TEST_JWT_SECRET,
  logLevel: 'silent',
  webDist: null,
});
// A viewer may Check a format: Check is read on the screen.
const viewer = await signToken({ sub: 'viewer', prm: { 'ConfigurationMasters/BoxLabelFormatMaster': 'R' } });
afterEach(() => {
  stub.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const CHECK = 'configuration.BoxLabelFormatMaster.check';

/** One POST batching `count` Checks as the web's httpBatchLink sends mutations. */
async function checks(count: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/trpc/${Array(count).fill(CHECK).join(',')}?batch=1`,
    headers: { authorization: `Bearer ${viewer}`, 'content-type': 'application/json' },
    payload: JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, boxFormatCheck]))),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('heavy calls in one request', () => {
  it('are the label Checks, Previews and the Print Center snapshot', () => {
    expect([...heavyProcedures].sort()).toEqual([
      'configuration.BoxLabelFormatMaster.check',
      'configuration.HarnessLabelFormatMaster.check',
      'demand.BoxLabelPrinting.preview',
      'demand.ComponentLabelPrinting.preview',
      'demand.CustomerLabelPrinting.preview',
      'demand.EmptyBoxLabelPrinting.preview',
      'demand.HarnessLabelPrinting.preview',
      'demand.PalletLabelPrinting.preview',
      'demand.PrintCenter.snapshot',
      'demand.PrintHistory.preview',
      'demand.SpecialBoxLabelPrinting.preview',
      'demand.SpecialHarnessLabelPrinting.preview',
      'demand.ZebraLabelPrinting.preview',
    ]);
  });

  it('refuses a batch of 32 Checks with the limit, before any reaches the plant', async () => {
    const { status, body } = await checks(32);
    expect(status).toBe(400);
    expect(body.error.message).toBe(heavyWorkMessages.tooManyInRequest(String(MAX_HEAVY_PER_REQUEST), '32'));
    expect(stub.requests).toHaveLength(0);
  });

  it('lets a batch of as many Checks as the limit through', async () => {
    await checks(MAX_HEAVY_PER_REQUEST);
    expect(stub.requests).toHaveLength(MAX_HEAVY_PER_REQUEST);
  });
});
