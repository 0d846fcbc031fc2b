/**
 * Figures on the large seed (JRZ1 of FGSSMX01: 1,000,000+ harness serials, 110,000
 * boxes): (1) each report's search through the gateway, page of 10 with the total, p95 (goal
 * <= 100 ms), with the screen's default filters and with the widest date window over the dense
 * history, and deep pages of the longest detail. The export figures are the exports suite's.
 */
import type { CallName, InputOf, SearchReport } from '@fgss/contracts';
import { callGateway } from '../calls.js';
import { percentile } from '../load.js';
import { cpuSeconds, pidOnPort } from '../process-memory.js';
import { atMost, type BenchSuite, ms } from '../suite.js';

const GOAL_MS = 100;
const QUERIES = Number(process.env.BENCH_REPORT_QUERIES ?? 20);
const DAY_MS = 86_400_000;
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * DAY_MS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const plant = { plantID: 'JRZ1' };
const today = { ...plant, dateFrom: day(0), dateTo: day(0) };
/** The 91 days before the small seed's four weeks: the dense large history, ~1,150 boxes a day. */
const dense = (days: number) => ({ ...plant, dateFrom: day(-28 - days), dateTo: day(-28) });
const now = new Date();
const month = { ...plant, year: now.getFullYear(), month: now.getMonth() + 1 };

type SearchName = Extract<CallName, `report.${string}.search`>;
/** The page a query reads from a total: by default a different page each time, within the result. */
type Paging = (total: number, q: number) => number;
const spread: Paging = (total, q) => (total > 10 ? ((q * 37) % Math.floor(total / 10)) * 10 : 0);
/** Deep pages of a long result: around its middle, and its last page. */
const middle: Paging = (total, q) => Math.floor(total / 20) * 10 + q * 10;
const last: Paging = (total) => Math.floor((total - 1) / 10) * 10;
type Case = [label: string, input: Record<string, unknown>, paging?: Paging];
/** Every report with a search, by its screen key: a report without its cases does not type-check. */
const casesOf: Record<SearchReport, Case[]> = {
  InventoryReport: [
    ['Inventory, summary', plant],
    ['Inventory, detail', { ...plant, reportOption: 'D' }],
  ],
  ShipmentReport: [
    ['Shipment, summary, today', today],
    ['Shipment, detail, today', { ...today, reportOption: 'D' }],
    ['Shipment, summary, 91 days', dense(91)],
    ['Shipment, detail, 91 days', { ...dense(91), reportOption: 'D' }],
    ['Shipment, detail, 91 days, pages at 50%', { ...dense(91), reportOption: 'D' }, middle],
    ['Shipment, detail, 91 days, last page', { ...dense(91), reportOption: 'D' }, last],
  ],
  InTransitReport: [
    ['In Transit, today', today],
    ['In Transit, detail, both, 91 days', { ...dense(91), reportOption: 'D', inTransitOption: 'RT' }],
  ],
  ReturnProductsReport: [['Return Products, summary, today', today]],
  // JRZ2 receives JRZ1's inter-plant ASNs.
  ReceiptReport: [['Receipt at JRZ2, detail, 90 days', { ...dense(90), plantID: 'JRZ2', reportOption: 'D' }]],
  LabelPrintedbutnotShippedReport: [
    ['Label Printed not Shipped, harness, 182 days', { ...plant, dateFrom: day(-182), dateTo: day(0) }],
    ['Label Printed not Shipped, box, today', { ...today, reportOption: 'B' }],
  ],
  ArchiveSummary: [['Archive Summary, one box', { searchFilter: 'JRZ1B00000001', reportOption: 'BOX' }]],
  PrintShipment: [['Print Shipment, all ASNs', {}]],
  INTERPLANTSHIPMENTREPORT: [['Inter Plant, 91 days', dense(91)]],
  PhysicalInventoryReport: [['Physical Inventory, this month', month]],
  CycleCountReport: [['Cycle Count, summary, 91 days', { ...plant, dateFrom: day(-90), dateTo: day(0) }]],
  ReturnASNReport: [['Return ASN, 91 days', { ...plant, dateFrom: day(-90), dateTo: day(0) }]],
  INCOMPLETESHIPMENTREPORT: [['Incomplete Shipment, today', today]],
  OverShipmentTraceReport: [['Over Shipment Trace, this month', month]],
  BoxHarnessReport: [['Box / Harness, one box', { ...plant, boxSNO: 'JRZ1B00000001' }]],
};
const cases = Object.entries(casesOf).flatMap(([key, list]) =>
  list.map(([label, input, paging]) => [label, `report.${key}.search` as SearchName, input, paging] as const),
);

async function get(gateway: string, token: string, procedure: SearchName, input: Record<string, unknown>) {
  return (await callGateway(gateway, token, procedure, input as InputOf<SearchName>)) as {
    data: Record<string, unknown>[];
    totalCount?: number;
  };
}

export default {
  name: 'reports',
  async run({ plant, gateway, token, out, figure }) {
    out(
      `\nReport searches through the gateway (JRZ1 on FGSSMX01, large seed; page of 10 with total, ${QUERIES} queries each;\n  the plant's CPU per query beside, which a busy machine changes less than the wall clock)`,
    );
    const plantPid = pidOnPort(Number(new URL(plant).port));
    const worst: number[] = [];
    for (const [label, procedure, input, paging = spread] of cases) {
      const first = await get(gateway, token, procedure, { ...input, skip: 0, take: 10, requireTotalCount: true });
      const total = first.totalCount ?? 0;
      const latencies: number[] = [];
      const cpu0 = cpuSeconds(plantPid);
      for (let q = 0; q < QUERIES; q++) {
        const skip = paging(total, q);
        const t0 = performance.now();
        await get(gateway, token, procedure, { ...input, skip, take: 10, requireTotalCount: true });
        latencies.push(performance.now() - t0);
      }
      const cpu = ((cpuSeconds(plantPid) - cpu0) * 1000) / QUERIES;
      latencies.sort((a, b) => a - b);
      const p95 = percentile(latencies, 95);
      worst.push(p95);
      out(
        `  ${label.padEnd(46)} rows ${String(total).padStart(7)}  p50 ${ms(percentile(latencies, 50)).padStart(10)}  p95 ${ms(p95).padStart(10)}  plant CPU ${ms(cpu).padStart(9)}  ${p95 <= GOAL_MS ? 'ok' : 'OVER'} (goal <= ${GOAL_MS} ms)`,
      );
    }
    out(`  slowest p95: ${ms(Math.max(...worst))} (goal <= ${GOAL_MS} ms)`);
    figure('slowest report search p95', Math.max(...worst), 'ms', atMost(GOAL_MS));
  },
} satisfies BenchSuite;
