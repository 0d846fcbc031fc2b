/**
 * Upload figure: an .xlsx of 10,000 FORD alert rows imported through the gateway
 * (base64 in JSON to the gateway, multipart to the plant, read, checked and saved all or
 * nothing). Time is the whole call as the web sees it; memory is the fake plant's peak resident
 * set during the import: its /proc/<pid>/status VmHWM, reset just before each import by writing
 * 5 to /proc/<pid>/clear_refs (the plant process is the one listening on the plant's port).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { callGateway } from '../calls.js';
import { type BenchSuite, ms } from '../suite.js';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The large seed's primary plant: its XREF holds 100,000 parts, and an alert must name one. */
export const PLANT = 'JRZ1';
const GOAL = { ms: 5000, mb: 300 };

/** An .xlsx of `rows` FORD alert rows, each a distinct part of the plant's XREF (the service checks). */
export async function fordAlertWorkbook(gateway: string, token: string, rows = ROWS): Promise<Buffer> {
  const xref = await callGateway(gateway, token, 'configuration.XREFMaintenance.list', { plantid: PLANT, take: rows });
  const parts = xref.data as { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string }[];
  if (parts.length < rows) throw new Error(`${PLANT}'s XREF has ${parts.length} parts, fewer than ${rows}`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Alerts');
  sheet.addRow(['SEWS Part No.', 'Design Level', 'Customer Id', 'Alert 1', 'Alert 2', 'Alert 3', 'Alert 4']);
  for (let i = 0; i < rows; i++) {
    const part = parts[i] as (typeof parts)[number];
    sheet.addRow([
      part.sewS_PART_NO,
      part.sewS_DESIGN_LEVEL,
      'FORD',
      'VERIFY CPA LOCK ENGAGED',
      'SAFETY CRITICAL: 100% CIRCUIT TEST',
      null,
      null,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The pid of the process listening on the port of `url`. */
export function listener(url: string): number {
  const port = new URL(url).port;
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port}`);
  return Number(pid);
}

export const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

export default {
  name: 'ford-import',
  async run({ plant, gateway, token, out }) {
    const file = await fordAlertWorkbook(gateway, token);
    const content = file.toString('base64');
    const pid = listener(plant);
    out(`workbook: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB (.xlsx), plant pid ${pid}`);

    const times: number[] = [];
    const peaks: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await callGateway(gateway, token, 'configuration.FORDAlertMaster.deleteAll', { plantId: PLANT });
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const before = statusMb(pid, 'VmRSS');
      const t0 = performance.now();
      const reply = await callGateway(gateway, token, 'configuration.FORDAlertMaster.import', {
        plantid: PLANT,
        file: { name: 'ford-alerts.xlsx', content },
      });
      times.push(performance.now() - t0);
      peaks.push(statusMb(pid, 'VmHWM'));
      if (!reply.message.includes(`${ROWS} records imported`)) throw new Error(`unexpected reply: ${reply.message}`);
      out(
        `run ${run + 1}: ${ms(times[run] ?? 0)}, plant RSS ${before.toFixed(0)} MB before, peak ${peaks[run]?.toFixed(0)} MB`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    out(
      `import of ${ROWS} FORD alert rows via gateway: median ${ms(sorted[Math.floor(RUNS / 2)] ?? 0)}, worst ${ms(sorted.at(-1) ?? 0)} (goal set here: at most ${GOAL.ms} ms)`,
    );
    out(
      `fake plant peak RSS during the import: ${Math.max(...peaks).toFixed(0)} MB (goal set here: at most ${GOAL.mb} MB)`,
    );
  },
} satisfies BenchSuite;
