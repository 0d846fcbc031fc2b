import { buildRequest, type CallName, callNamed, type InputOf, requestUrl } from '@fgss/contracts';
import { PASSWORD } from './sign-in.js';
import { plantURL } from './stack.js';

/**
 * What a plant user would read off the shelf and the reports before reworking a box: boxes in
 * stock with their harnesses (Inventory and Box/Harness reports, asked of the plant directly).
 */
export interface StockBox {
  box: string;
  harnesses: string[];
}

const PLANT = 'JRZ1';
let token: string | null = null;

/** One registry call to the fake plant, encoded as the gateway encodes it. */
async function call<N extends CallName>(name: N, input: InputOf<N>): Promise<{ status: number; body: unknown }> {
  const contract = callNamed(name);
  const req = buildRequest(contract, input, { token: token ?? undefined });
  const res = await fetch(requestUrl(`${plantURL}/${contract.service}`, req), {
    method: req.method,
    headers: req.headers,
    body: req.body ?? null,
  });
  return { status: res.status, body: await res.json() };
}

async function plant() {
  if (token) return;
  const signIn = { username: 'admin', password: PASSWORD, servername: 'FGSSMX01', domain: 'SEWSMX' };
  token = ((await call('auth.authentication.token', signIn)).body as { token: string }).token;
}

export async function boxHarnesses(box: string): Promise<string[]> {
  await plant();
  const found = await call('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: box, take: 50 });
  return ((found.body as { data?: { harnessSNO: string }[] }).data ?? []).map((h) => h.harnessSNO);
}

/** Harnesses DOI holds or held (the DOI report of the last days): a rework test keeps clear of them. */
async function doiHarnesses(): Promise<Set<string>> {
  await plant();
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const found = await call('doi.DOIReport.search', { plantID: PLANT, dateFrom: day(30), dateTo: day(-1), take: 500 });
  if (found.status !== 200) throw new Error(`DOI report: ${JSON.stringify(found.body)}`);
  return new Set(((found.body as { data?: { harnessSerialNo: string }[] }).data ?? []).map((r) => r.harnessSerialNo));
}

/** Stock boxes holding between `min` and `max` harnesses none of which DOI holds, in the Inventory report's order. */
export async function stockBoxes(min: number, max: number): Promise<StockBox[]> {
  await plant();
  const held = await doiHarnesses();
  const stock = await call('report.InventoryReport.search', { plantID: PLANT, reportOption: 'D', take: 60 });
  const boxes: StockBox[] = [];
  for (const row of (stock.body as { data: { boxSerialNumber: string }[] }).data) {
    const harnesses = await boxHarnesses(row.boxSerialNumber);
    if (harnesses.length >= min && harnesses.length <= max && !harnesses.some((h) => held.has(h)))
      boxes.push({ box: row.boxSerialNumber, harnesses });
  }
  return boxes;
}

export interface LooseHarness {
  serial: string;
  sewsPartNo: string;
  sewsDesignLevel: string;
}

/**
 * Harness labels printed and in no box, DOI holding none of them (the Label Printed report's
 * harnesses without a container, newest half-years first): what a no-box relabel packs.
 */
export async function looseHarnesses(): Promise<LooseHarness[]> {
  await plant();
  const held = await doiHarnesses();
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  for (let back = 0; back < 4 * 180; back += 180) {
    const found = await call('report.LabelPrintedbutnotShippedReport.search', {
      plantID: PLANT,
      reportOption: 'H',
      dateFrom: day(back + 180),
      dateTo: day(back - 1),
      take: 500,
    });
    const rows = (found.body as { data?: Record<string, string | null>[] }).data ?? [];
    const loose = rows
      .filter(
        (r) => r.status === 'printed' && !r.containerSerialNumber && r.sewsPartNo && !held.has(String(r.serialNumber)),
      )
      .map((r) => ({
        serial: String(r.serialNumber),
        sewsPartNo: String(r.sewsPartNo),
        sewsDesignLevel: String(r.sewsDesignLevel ?? ''),
      }));
    if (loose.length > 0) return loose;
  }
  return [];
}
