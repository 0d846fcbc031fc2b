/**
 * Upload figure: an .xlsx of 10,000 shipment plan rows (the template's columns)
 * imported through the gateway for one plant and option, all or nothing, each row logged in the
 * change log. Time is the whole call as the web sees it; memory is the fake plant's peak resident
 * set during the import (VmHWM, reset just before each import), as the FORD import measures it.
 */
import { writeFileSync } from 'node:fs';
import { firstOfMonth, PLAN_IMPORT_FIELDS, PlanRow } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import { callGateway } from '../calls.js';
import { type BenchSuite, ms } from '../suite.js';
import { listener, statusMb } from './ford-import.js';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PLAN = { option: 'SH', plantId: 'JRZ2' } as const;
const GOAL = { ms: 5000, mb: 300 };

/** This month's shipment plan of `rows` distinct parts, spread over the month's first 28 days. */
async function planWorkbook(rows = ROWS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Shipment Plan');
  sheet.addRow(PLAN_IMPORT_FIELDS.SH.map((f) => PlanRow.fields[f].label));
  const month = firstOfMonth().slice(0, 8);
  for (let i = 0; i < rows; i++) {
    const part = `82${String(100 + (i % 900))}-P${i.toString(36).toUpperCase().padStart(5, '0')}`;
    sheet.addRow([
      part,
      '',
      `L${i % 7}`,
      'GM',
      'GM',
      `${month}${String(1 + (i % 28)).padStart(2, '0')}`,
      'GM2',
      0,
      1 + (i % 500),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export default {
  name: 'plan-import',
  async run({ plant, gateway, token, out }) {
    const file = await planWorkbook();
    const content = file.toString('base64');
    const pid = listener(plant);
    const now = new Date();
    const scope = { ...PLAN, year: now.getFullYear(), month: now.getMonth() + 1 };
    out(`workbook: ${ROWS} plan rows, ${(file.length / 1024).toFixed(0)} KB (.xlsx), plant pid ${pid}`);

    const times: number[] = [];
    const peaks: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await callGateway(gateway, token, 'shipping.ShipmentPlanMaintenanceMaster.deleteAll', scope);
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const before = statusMb(pid, 'VmRSS');
      const t0 = performance.now();
      const reply = await callGateway(gateway, token, 'shipping.ShipmentPlanMaintenanceMaster.import', {
        ...PLAN,
        file: { name: 'shipment-plan.xlsx', content },
      });
      times.push(performance.now() - t0);
      peaks.push(statusMb(pid, 'VmHWM'));
      if (!reply.message.startsWith(`${ROWS} record(s) imported`))
        throw new Error(`unexpected reply: ${reply.message}`);
      out(
        `run ${run + 1}: ${ms(times[run] ?? 0)}, plant RSS ${before.toFixed(0)} MB before, peak ${peaks[run]?.toFixed(0)} MB`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    out(
      `import of ${ROWS} shipment plan rows via gateway: median ${ms(sorted[Math.floor(RUNS / 2)] ?? 0)}, worst ${ms(sorted.at(-1) ?? 0)} (goal set here: at most ${GOAL.ms} ms)`,
    );
    out(
      `fake plant peak RSS during the import: ${Math.max(...peaks).toFixed(0)} MB (goal set here: at most ${GOAL.mb} MB)`,
    );
  },
} satisfies BenchSuite;
