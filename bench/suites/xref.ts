/**
 * XREF figure: the XREF grid's first page for JRZ1 (100,000 parts in the large seed)
 * with a filter, a sort and the total count, through the gateway, one query at a time, each
 * with a different filter value so that no two queries are the same.
 */

import { gatewayUrl } from '../calls.js';
import { percentile } from '../load.js';
import { atMost, type BenchSuite, ms } from '../suite.js';

const QUERIES = 200;

interface Shape {
  label: string;
  filter: (n: number) => unknown[];
  sort: { selector: string; desc?: boolean }[];
}

const families = ['82111', '82121', '82141', '82151', '82152', '82161', '82171', '82181', '82211', '82219'];
const ALNUM = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const pieceOf = (n: number) =>
  `${ALNUM[(n * 7) % ALNUM.length]}${ALNUM[(n * 13) % ALNUM.length]}${ALNUM[n % ALNUM.length]}`;

const shapes: Shape[] = [
  {
    label: 'part number contains 3 characters, sorted by short part desc',
    filter: (n) => ['sewS_PART_NO', 'contains', pieceOf(n)],
    sort: [{ selector: 'shorT_PART_NO', desc: true }],
  },
  {
    label: 'part number starts with a family (~10% of parts), sorted by part number',
    filter: (n) => ['sewS_PART_NO', 'startswith', `${families[n % families.length]}-${ALNUM[n % ALNUM.length]}`],
    sort: [{ selector: 'sewS_PART_NO' }, { selector: 'sewS_DESIGN_LEVEL' }],
  },
  {
    label: 'parts of a customer (~17% of parts), sorted by customer part',
    filter: (n) => ['customerId', '=', ['FORD', 'GM', 'NISSAN'][n % 3]],
    sort: [{ selector: 'custPartNo' }],
  },
];

export default {
  name: 'xref',
  async run({ gateway, token, out, figure }) {
    const headers = { authorization: `Bearer ${token}` };
    const page = async (shape: Shape, n: number) => {
      const input = {
        plantid: 'JRZ1',
        skip: 0,
        take: 10,
        requireTotalCount: true,
        filter: shape.filter(n),
        sort: shape.sort,
      };
      const url = gatewayUrl(gateway, 'configuration.XREFMaintenance.list', input);
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { result?: { data: { totalCount: number } } };
      if (!res.ok) throw new Error(`XREF page failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: performance.now() - t0, total: body.result?.data.totalCount ?? 0 };
    };
    const all = await page({ label: '', filter: () => [], sort: [] }, 0);
    out(
      `\nXREF grid first page through the gateway (JRZ1 on FGSSMX01: ${all.total} XREF rows; page of 10 with total count)`,
    );
    for (const shape of shapes) {
      for (let n = 0; n < 10; n++) await page(shape, 1000 + n); // warm-up
      const latencies: number[] = [];
      let matched = 0;
      for (let n = 0; n < QUERIES; n++) {
        const r = await page(shape, n);
        latencies.push(r.ms);
        matched += r.total;
      }
      latencies.sort((a, b) => a - b);
      figure(`${shape.label}, p95`, percentile(latencies, 95), 'ms', atMost(50));
      out(
        `  ${shape.label}: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
          `max ${ms(latencies.at(-1) ?? 0)}  (${QUERIES} queries, ${Math.round(matched / QUERIES)} matches on average)  goal p95 <= 50 ms`,
      );
    }
  },
} satisfies BenchSuite;
