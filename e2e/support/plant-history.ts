import { inject } from 'vitest';
import { PlantClient } from '../../packages/fake-services/src/testing.js';

/**
 * What a plant user would read off the shelf and the reports before reworking a box: boxes in
 * stock with their harnesses (Inventory and Box/Harness reports, asked of the plant directly).
 */
export interface StockBox {
  box: string;
  harnesses: string[];
}

const PLANT = 'JRZ1';
let client: { plant: PlantClient; token: string } | null = null;
async function plant() {
  if (client) return client;
  const p = new PlantClient(inject('plantURL'));
  client = { plant: p, token: await p.signIn('admin') };
  return client;
}

export async function boxHarnesses(box: string): Promise<string[]> {
  const { plant: p, token } = await plant();
  const found = await p.call('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: box, take: 50 }, { token });
  return ((found.body as { data?: { harnessSNO: string }[] }).data ?? []).map((h) => h.harnessSNO);
}

/** Harnesses DOI holds or held (the DOI report of the last days): a rework test keeps clear of them. */
async function doiHarnesses(): Promise<Set<string>> {
  const { plant: p, token } = await plant();
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const found = await p.call(
    'doi.DOIReport.search',
    { plantID: PLANT, dateFrom: day(30), dateTo: day(-1), take: 500 },
    { token },
  );
  if (found.status !== 200) throw new Error(`DOI report: ${JSON.stringify(found.body)}`);
  return new Set(((found.body as { data?: { harnessSerialNo: string }[] }).data ?? []).map((r) => r.harnessSerialNo));
}

/** Stock boxes holding between `min` and `max` harnesses none of which DOI holds, in the Inventory report's order. */
export async function stockBoxes(min: number, max: number): Promise<StockBox[]> {
  const { plant: p, token } = await plant();
  const held = await doiHarnesses();
  const stock = await p.call(
    'report.InventoryReport.search',
    { plantID: PLANT, reportOption: 'D', take: 60 },
    { token },
  );
  const boxes: StockBox[] = [];
  for (const row of (stock.body as { data: { boxSerialNumber: string }[] }).data) {
    const harnesses = await boxHarnesses(row.boxSerialNumber);
    if (harnesses.length >= min && harnesses.length <= max && !harnesses.some((h) => held.has(h)))
      boxes.push({ box: row.boxSerialNumber, harnesses });
  }
  return boxes;
}
