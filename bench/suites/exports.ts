/**
 * Export figures through POST /api/export, each run BENCH_EXPORT_RUNS times (median and
 * spread): (1) Shipment detail over the 91 dense days of the large seed, ~106,000 rows x 18
 * columns: time to the last byte (goal <= 1.5 s) and the gateway's peak memory (goal <= 150 MB);
 * (2) the 1,000,000-location master of FGSSMX01: time (goal <= 30 s) and peak memory (flat, goal
 * <= 250 MB; a quarter of the locations beside it shows whether the peak grows with the rows).
 * CPU seconds of the gateway and the plant are printed too: under a shared machine's load they
 * move less than the wall clock.
 */
import { callGateway } from '../calls.js';
import { pidOnPort, watchProcess } from '../process-memory.js';
import { atMost, type BenchSuite } from '../suite.js';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const DAY_MS = 86_400_000;
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * DAY_MS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const shipmentColumns = [
  'sewsPartNo',
  'sewsDesignLevel',
  'custPartNo',
  'custDesignLevel',
  'shipDate',
  'asnNumber',
  'asnVersion',
  'asnOriginPlant',
  'asnDeliverTo',
  'truckInfo',
  'mfgPlant',
  'masterLabelSerialNumber',
  'truckLoadDTM',
  'palletNumber',
  'skidDTM',
  'boxSerialNumber',
  'palletLoadDTM',
  'qty',
];

interface Case {
  label: string;
  procedure: 'report.ShipmentReport.search' | 'configuration.LocationMaster.list';
  loadOptions: Record<string, unknown>;
  columns: string[];
  goalSeconds: number;
  goalMb: number;
}
const cases: Case[] = [
  {
    label: 'Shipment Report detail, 91 days',
    procedure: 'report.ShipmentReport.search',
    // The 91 days before the small seed's four weeks: the dense large history.
    loadOptions: { plantID: 'JRZ1', dateFrom: day(-28 - 91), dateTo: day(-28), reportOption: 'D' },
    columns: shipmentColumns,
    goalSeconds: 1.5,
    goalMb: 150,
  },
  // A quarter of the locations: the peak must be the same as for all of them (flat).
  {
    label: 'Location Master, 250,000 locations',
    procedure: 'configuration.LocationMaster.list',
    loadOptions: { filter: ['location_cd', '<', 'C5'] },
    columns: ['location_cd', 'location_nm', 'default_loc'],
    goalSeconds: 30,
    goalMb: 250,
  },
  {
    label: 'Location Master, every location',
    procedure: 'configuration.LocationMaster.list',
    loadOptions: {},
    columns: ['location_cd', 'location_nm', 'default_loc'],
    goalSeconds: 30,
    goalMb: 250,
  },
];

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
const spread = (v: number[], digits: number) =>
  `median ${median(v).toFixed(digits)} (${Math.min(...v).toFixed(digits)}-${Math.max(...v).toFixed(digits)})`;
const verdict = (value: number, goal: number) => (value <= goal ? 'ok' : 'OVER');

export default {
  name: 'exports',
  async run({ gateway, plant, token, out, figure }) {
    const gatewayPid = pidOnPort(Number(new URL(gateway).port));
    const plantPid = pidOnPort(Number(new URL(plant).port));
    out(`\nExports through POST /api/export (FGSSMX01, large seed; ${RUNS} runs each, median and range)`);
    for (const c of cases) {
      const first = (await callGateway(gateway, token, c.procedure, {
        ...c.loadOptions,
        take: 1,
        requireTotalCount: true,
      } as never)) as { totalCount?: number };
      const runs: { seconds: number; peakMb: number; beforeMb: number; cpu: number; plantCpu: number; mb: number }[] =
        [];
      for (let run = 0; run < RUNS; run++) {
        let plantCpu = 0;
        const watched = await watchProcess(gatewayPid, async () => {
          const plantRun = await watchProcess(plantPid, async () => {
            const res = await fetch(`${gateway}/api/export`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                procedure: c.procedure,
                loadOptions: c.loadOptions,
                title: c.label,
                columns: c.columns.map((field) => ({ field, label: field })),
                language: 'EN',
              }),
            });
            if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
            let bytes = 0;
            const reader = res.body.getReader();
            for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
            return bytes;
          });
          plantCpu = plantRun.cpu;
          return plantRun.result;
        });
        runs.push({ ...watched, plantCpu, mb: watched.result / 1e6 });
      }
      const seconds = runs.map((r) => r.seconds);
      const peaks = runs.map((r) => r.peakMb);
      figure(`${c.label}, to the last byte`, median(seconds), 's', atMost(c.goalSeconds));
      figure(`${c.label}, gateway peak`, Math.max(...peaks), 'MB', atMost(c.goalMb));
      figure(`${c.label}, gateway CPU`, median(runs.map((r) => r.cpu)), 'CPU-s');
      figure(`${c.label}, plant CPU`, median(runs.map((r) => r.plantCpu)), 'CPU-s');
      figure(`${c.label}, size`, runs[0]?.mb ?? 0, 'MB');
      out(
        `  ${c.label}: ${first.totalCount} rows x ${c.columns.length} columns (${runs[0]?.mb.toFixed(1)} MB .xlsx)\n` +
          `    time to last byte: ${spread(seconds, 2)} s  ${verdict(median(seconds), c.goalSeconds)} (goal <= ${c.goalSeconds} s)\n` +
          `    gateway peak memory (VmHWM, reset before each run): ${spread(peaks, 0)} MB  ${verdict(Math.max(...peaks), c.goalMb)} (goal <= ${c.goalMb} MB; before the run ${spread(
            runs.map((r) => r.beforeMb),
            0,
          )} MB)\n` +
          `    CPU seconds: gateway ${spread(
            runs.map((r) => r.cpu),
            2,
          )}, plant ${spread(
            runs.map((r) => r.plantCpu),
            2,
          )}`,
      );
    }
  },
} satisfies BenchSuite;
