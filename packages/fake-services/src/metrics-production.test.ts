import { METRICS_OFF_NOTICE } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { plantOptionsFrom } from './settings.js';
import { startTestPlant } from './testing.js';

/**
 * In production /metrics answered anyone, on every interface, when no token was set. Without
 * FGSS_METRICS_TOKEN the production plant serves no /metrics and says so in its log.
 */
const production = { NODE_ENV: 'production', FGSS_JWT_SECRET: 'p'.repeat(64) };
let plant: Awaited<ReturnType<typeof startTestPlant>> | undefined;
afterAll(() => plant?.close());

describe('/metrics in production', () => {
  it('is off without FGSS_METRICS_TOKEN, and the log says so', async () => {
    const lines: string[] = [];
    const { metricsToken } = plantOptionsFrom(production);
    plant = await startTestPlant({ metricsToken, logStream: { write: (line) => lines.push(line) } });
    expect((await fetch(`${plant.url}/metrics`)).status).toBe(404);
    expect(lines.some((l) => l.includes(METRICS_OFF_NOTICE))).toBe(true);
  });

  it('asks for the token when it is set', () => {
    expect(plantOptionsFrom({ ...production, FGSS_METRICS_TOKEN: 'scrape' }).metricsToken).toBe('scrape');
    expect(plantOptionsFrom({ FGSS_JWT_SECRET: 'p'.repeat(64) }).metricsToken).toBeNull();
  });
});
