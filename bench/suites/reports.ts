/**
 * Figures on the large seed (JRZ1 of FGSSMX01: 1,000,000+ harness serials, 110,000
 * boxes): (1) each report's search through the gateway, page of 10 with the total, p95 (goal
 * <= 100 ms), with the screen's default filters and with the widest date window over the dense
 * history, and deep pages of the longest detail. The export figures are the exports suite's.
 */
import type { CallName, InputOf } from '@fgss/contracts';
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
type Case = [label: string, procedure: SearchName, input: Record<string, unknown>, paging?: Paging];
const cases: Case[] = [
  ['Inventory, summary', 'report.InventoryReport.search', plant],
  ['Inventory, detail', 'report.InventoryReport.search', { ...plant, reportOption: 'D' }],
  ['Shipment, summary, today', 'report.ShipmentReport.search', today],
  ['Shipment, detail, today', 'report.ShipmentReport.search', { ...today, reportOption: 'D' }],
  ['Shipment, summary, 91 days', 'report.ShipmentReport.search', dense(91)],
  ['Shipment, detail, 91 days', 'report.ShipmentReport.search', { ...dense(91), reportOption: 'D' }],
  [
    'Shipment, detail, 91 days, pages at 50%',
    'report.ShipmentReport.search',
    { ...dense(91), reportOption: 'D' },
    middle,
  ],
  ['Shipment, detail, 91 days, last page', 'report.ShipmentReport.search', { ...dense(91), reportOption: 'D' }, last],
  ['In Transit, today', 'report.InTransitReport.search', today],
  [
    'In Transit, detail, both, 91 days',
    'report.InTransitReport.search',
    { ...dense(91), reportOption: 'D', inTransitOption: 'RT' },
  ],
  ['Return Products, summary, today', 'report.ReturnProductsReport.search', today],
  // JRZ2 receives JRZ1's inter-plant ASNs.
  [
    'Receipt at JRZ2, detail, 90 days',
    'report.ReceiptReport.search',
    { ...dense(90), plantID: 'JRZ2', reportOption: 'D' },
  ],
  [
    'Label Printed not Shipped, harness, 182 days',
    'report.LabelPrintedbutnotShippedReport.search',
    { ...plant, dateFrom: day(-182), dateTo: day(0) },
  ],
  [
    'Label Printed not Shipped, box, today',
    'report.LabelPrintedbutnotShippedReport.search',
    { ...today, reportOption: 'B' },
  ],
  ['Inter Plant, 91 days', 'report.INTERPLANTSHIPMENTREPORT.search', dense(91)],
  ['Physical Inventory, this month', 'report.PhysicalInventoryReport.search', month],
  ['Cycle Count, summary, 91 days', 'report.CycleCountReport.search', { ...plant, dateFrom: day(-90), dateTo: day(0) }],
  ['Return ASN, 91 days', 'report.ReturnASNReport.search', { ...plant, dateFrom: day(-90), dateTo: day(0) }],
  ['Incomplete Shipment, today', 'report.INCOMPLETESHIPMENTREPORT.search', today],
  ['Over Shipment Trace, this month', 'report.OverShipmentTraceReport.search', month],
  ['Print Shipment, all ASNs', 'report.PrintShipment.search', {}],
];

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
