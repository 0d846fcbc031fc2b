/**
 * Responsiveness figure: while a 50,000-row FORD alert workbook is imported through
 * the gateway, the fake plant's /healthz is polled back to back; its latency shows how long the
 * import holds the plant's event loop. Prints p50/p99/max of those latencies and the import time.
 */
import { callGateway } from '../calls.js';
import { type BenchSuite, ms } from '../suite.js';
import { fordAlertWorkbook, PLANT } from './ford-import.js';

const ROWS = 50_000;
const GOAL_P99_MS = 100;

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export default {
  name: 'import-responsiveness',
  async run({ plant, gateway, token, out }) {
    const file = await fordAlertWorkbook(gateway, token, ROWS);
    out(`workbook: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB (.xlsx)`);
    await callGateway(gateway, token, 'configuration.FORDAlertMaster.deleteAll', { plantId: PLANT });

    let importing = true;
    const latencies: number[] = [];
    const poll = (async () => {
      while (importing) {
        const t0 = performance.now();
        const reply = await fetch(`${plant}/healthz`);
        await reply.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    })();
    const t0 = performance.now();
    try {
      const reply = await callGateway(gateway, token, 'configuration.FORDAlertMaster.import', {
        plantid: PLANT,
        file: { name: 'ford-alerts.xlsx', content: file.toString('base64') },
      });
      if (!reply.message.includes(`${ROWS} records imported`)) throw new Error(`unexpected reply: ${reply.message}`);
    } finally {
      importing = false;
      await poll;
    }
    const importMs = performance.now() - t0;
    await callGateway(gateway, token, 'configuration.FORDAlertMaster.deleteAll', { plantId: PLANT });

    const sorted = [...latencies].sort((a, b) => a - b);
    out(`import of ${ROWS} FORD alert rows via gateway: ${ms(importMs)}`);
    out(
      `plant /healthz during the import (${sorted.length} requests): p50 ${ms(at(sorted, 0.5))}, p99 ${ms(at(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? 0)} (goal: p99 at most ${GOAL_P99_MS} ms)`,
    );
  },
} satisfies BenchSuite;
