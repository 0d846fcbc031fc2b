/**
 * The plant watching 12 printers (each asked every second) while 50 browsers
 * follow Print Center's stream through the gateway; the plant process's CPU over 60 s
 * (BENCH_PRINT_CENTER_SECONDS), from /proc as process.cpuUsage counts it. Goal: under 5% of one
 * core. The 12 printers are virtual Zebras in this process (a real printer's work is not the
 * plant's); one of them is paused and resumed every 10 s, and every stream must hear each change.
 */
import { EVENTS_TICKET_URL, PRINT_CENTER_STREAM_URL, TCP_IP, ZEBRA } from '@fgss/contracts';
import { openPlantOf } from '../../packages/fake-services/src/db/databases.js';
import { VirtualPrinter } from '../../packages/fake-services/src/printers/virtual-printer.js';
import { cpuSeconds, pidOnPort } from '../process-memory.js';
import type { BenchSuite } from '../suite.js';

const SECONDS = Number(process.env.BENCH_PRINT_CENTER_SECONDS ?? 60);
const PRINTERS = 12;
const STREAMS = 50;
const FLIP_MS = 10_000;
const SERVER = 'FGSSMX01';

/** Opens one stream as the browser does (ticket, then the stream) and counts its printer events. */
async function follow(gateway: string, token: string, signal: AbortSignal, heard: Map<string, number>) {
  const res = await fetch(`${gateway}${EVENTS_TICKET_URL}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { ticket } = (await res.json()) as { ticket: string };
  const stream = await fetch(`${gateway}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`, { signal });
  if (!stream.ok || !stream.body) throw new Error(`stream refused: ${stream.status}`);
  const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      for (const state of value.matchAll(/"condition":"(\w+)"/g))
        heard.set(state[1] ?? '', (heard.get(state[1] ?? '') ?? 0) + 1);
    }
  })();
}

export default {
  name: 'print-center',
  async run({ plant, gateway, token, dataDir, out }) {
    const printers = Array.from({ length: PRINTERS }, (_, i) => new VirtualPrinter(`BENCH-PC-${i + 1}`, SERVER));
    const ports = await Promise.all(printers.map((p) => p.listen(0)));
    const db = openPlantOf(dataDir, SERVER);
    const saved = db.$client.prepare('SELECT * FROM label_printer').all() as Record<string, unknown>[];
    // Only the bench's printers are the plant's while it runs: exactly 12 watched.
    db.$client.prepare('DELETE FROM label_printer').run();
    const insert = db.$client.prepare(
      "INSERT INTO label_printer (printer_name, model, printer_type, communication_type, host_name, port) VALUES (?, 'ZT410', ?, ?, '127.0.0.1', ?)",
    );
    for (const [i, p] of printers.entries()) insert.run(p.name, ZEBRA, TCP_IP, String(ports[i]));
    const streams = new AbortController();
    try {
      const heard = new Map<string, number>();
      await Promise.all(Array.from({ length: STREAMS }, () => follow(gateway, token, streams.signal, heard)));
      // Let every printer's first state reach every stream before measuring.
      const deadline = Date.now() + 30_000;
      while ((heard.get('ready') ?? 0) < PRINTERS * STREAMS) {
        if (Date.now() > deadline)
          throw new Error(`the streams heard ${JSON.stringify([...heard])}, not every printer ready`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const pid = pidOnPort(Number(new URL(plant).port));
      const flipped = printers[0] as VirtualPrinter;
      const cpu0 = cpuSeconds(pid);
      const t0 = Date.now();
      let flips = 0;
      while (Date.now() - t0 < SECONDS * 1000) {
        await new Promise((r) => setTimeout(r, FLIP_MS));
        await flipped.setState({ paused: flips % 2 === 0 });
        flips++;
      }
      const cpu = cpuSeconds(pid) - cpu0;
      const wall = (Date.now() - t0) / 1000;
      // Give the last change a watch round to arrive.
      await new Promise((r) => setTimeout(r, 2000));
      const pauses = Math.ceil(flips / 2);
      out(`print-center: ${PRINTERS} printers watched, ${STREAMS} streams through the gateway, ${wall.toFixed(0)} s`);
      out(`  plant CPU: ${((cpu / wall) * 100).toFixed(2)}% of one core (${cpu.toFixed(2)} CPU-s; goal < 5%)`);
      out(
        `  paused events heard: ${heard.get('paused') ?? 0} of ${pauses * STREAMS} (${pauses} pauses x ${STREAMS} streams)`,
      );
    } finally {
      streams.abort();
      db.$client.prepare('DELETE FROM label_printer').run();
      const columns = Object.keys(saved[0] ?? {});
      const restore = db.$client.prepare(
        `INSERT INTO label_printer (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of saved) restore.run(...columns.map((c) => row[c]));
      db.$client.close();
      await Promise.all(printers.map((p) => p.close()));
    }
  },
} satisfies BenchSuite;
