import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlant } from './testing.js';

/** GET /metrics: what an operator's Prometheus scrapes from a plant after a print. */
const PRINTER = 'MX01-ZT410-FG';
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let guarded: Awaited<ReturnType<typeof startTestPlant>>;

beforeAll(async () => {
  [plant, guarded] = await Promise.all([
    startTestPlant({ printers: true }),
    startTestPlant({ metricsToken: 'scrape-secret' }),
  ]);
}, 120_000);
afterAll(() => Promise.all([plant?.close(), guarded?.close()]));

const scrape = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });
/** The value of one series line, by its exact name and labels. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers Prometheus text with print jobs, printers and transmissions by state, handler time, memory and event-loop lag', async () => {
    const before = await (await scrape(plant.url)).text();
    const printedBefore = seriesValue(before, 'fgss_plant_print_jobs{server="FGSSMX01",state="printed"}') ?? 0;
    const token = await plant.client.signIn('admin');
    const printed = await plant.client.call(
      'demand.EmptyBoxLabelPrinting.print',
      { noLabels: 1, noCopies: 1, printerName: PRINTER, Speed: 2 },
      { token, idempotencyKey: 'metrics-print-1' },
    );
    expect(printed.status).toBe(200);

    const res = await scrape(plant.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(seriesValue(text, 'fgss_plant_print_jobs{server="FGSSMX01",state="printed"}')).toBe(printedBefore + 1);
    expect(seriesValue(text, 'fgss_plant_printers{server="FGSSMX01",state="printed"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^fgss_plant_customs_transmissions\{server="FGSSMX01",state="\w+"\} \d+$/m);
    expect(seriesValue(text, 'fgss_plant_handler_seconds_count{service="demand",status="2xx"}')).toBe(1);
    expect(seriesValue(text, 'fgss_plant_handler_seconds_count{service="auth",status="2xx"}')).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m);
  });

  it('needs the bearer token when one is set', async () => {
    const without = await scrape(guarded.url);
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ message: 'A valid metrics token is required' });
    expect((await scrape(guarded.url, { authorization: 'Bearer nope' })).status).toBe(401);
    const right = await scrape(guarded.url, { authorization: 'Bearer scrape-secret' });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('# TYPE fgss_plant_print_jobs gauge');
  });
});
