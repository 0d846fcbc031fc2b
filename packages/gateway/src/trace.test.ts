import { IDEMPOTENCY_KEY_HEADER, type TraceReply } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from './test/plant.js';
import { trpc } from './test/trpc-http.js';

/**
 * The trace through the gateway, with a recorder on the plant: which service calls each kind of
 * trace makes (all with the user's token, through the same forward as every procedure), and that
 * a serial of another plant, an unknown serial and a user without report rights get no trace.
 */
const env = await startPlantBehindGateway();
afterAll(() => env.close());
const { token: admin } = await env.signIn('admin');
const TRACE = 'report.Trace.search';
// Seeded: a harness of box JRZ1B00000712 on pallet JRZ1P0000329, shipped on ASN JRZ1A0000083.
const HARNESS = 'JRZ1H000007140';
const ASN = 'JRZ1A0000083';

/** The trace of `input` and the plant paths (without query) it called, in order of arrival. */
async function traced(input: Record<string, unknown>, token = admin) {
  const before = env.plantRequests.length;
  const res = await trpc(env.app, TRACE, { plantID: 'JRZ1', ...input }, { token });
  const calls = env.plantRequests.slice(before).map((r) => r.split('?')[0] ?? '');
  return { res, reply: res.data as TraceReply, calls: [...calls].sort() };
}

describe('Trace through the gateway', () => {
  it('a harness: its links, print jobs, box, ASN head and interchanges, from print to 997', async () => {
    const sent = await trpc(
      env.app,
      'import.RetransmitASNtoCustoms.retransmit',
      { asnNumber: ASN },
      { token: admin, headers: { [IDEMPOTENCY_KEY_HEADER]: `trace-${ASN}` } },
    );
    expect(sent.ok, sent.error?.message).toBe(true);
    const { res, reply, calls } = await traced({ text: HARNESS });
    expect(res.ok, res.error?.message).toBe(true);
    expect(calls).toEqual([
      'GET /demand/PrintHistory',
      'GET /import/TransmissionLog',
      'GET /report/BoxHarnessReport',
      'GET /report/PrintShipmentReport',
      'GET /report/Trace/Links',
    ]);
    if (reply.found !== 'serial') throw new Error(`no trace: ${JSON.stringify(reply)}`);
    expect(reply.kind).toBe('harness');
    expect(reply.timeline.map((s) => s.kind)).toEqual([
      'printed',
      'packed',
      'palletized',
      'loaded',
      'shipped',
      'transmitted',
    ]);
    expect(reply.timeline.find((s) => s.kind === 'packed')?.ref).toBe('JRZ1B00000712');
    expect(reply.timeline.find((s) => s.kind === 'shipped')?.ref).toBe(ASN);
    expect(reply.timeline.at(-1)?.detail).toMatchObject({ asn: ASN, result: 'accepted', purpose: 'original' });
    // Each step opens its screen on its own record.
    const filterOf = (kind: string) => reply.timeline.find((s) => s.kind === kind)?.filter;
    expect(filterOf('printed')).toMatchObject({ plantID: 'JRZ1', reportOption: 'H', dateFrom: expect.any(String) });
    expect(filterOf('packed')).toEqual({ plantID: 'JRZ1', boxSNO: 'JRZ1B00000712' });
    expect(filterOf('transmitted')).toEqual({ asnNumber: ASN });
    expect(filterOf('palletized')).toMatchObject({
      plantID: 'JRZ1',
      reportOption: 'D',
      ASN,
      dateFrom: expect.any(String),
    });
  });

  it('exports the trace as one sheet: its steps then its contents, with the columns asked for', async () => {
    const exported = (loadOptions: Record<string, unknown>, columns: { field: string; label: string }[]) =>
      env.app.inject({
        method: 'POST',
        url: '/api/export',
        headers: { authorization: `Bearer ${admin}` },
        payload: { procedure: TRACE, loadOptions: { plantID: 'JRZ1', ...loadOptions }, title: 'Trace', columns },
      });
    const columns = [
      { field: 'step', label: 'Step', texts: { shipped: 'Shipped on ASN', box: 'box serial' } },
      { field: 'ref', label: 'Serial' },
      { field: 'count', label: 'Pieces' },
      { field: 'in', label: 'In' },
    ];
    const res = await exported({ text: 'JRZ1B00000712' }, columns);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows[2]).toEqual(['Step', 'Serial', 'Pieces', 'In']);
    expect(rows).toContainEqual(['Shipped on ASN', ASN]);
    expect(rows).toContainEqual(['box serial', 'JRZ1B00000712', expect.any(Number)]);
    expect(rows).toContainEqual(['harness', HARNESS, 1, 'JRZ1B00000712']);

    const bad = await exported({ text: ' ' }, columns);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Scan or type a serial');
    expect((await exported({ text: HARNESS }, [{ field: 'password', label: 'x' }])).statusCode).toBe(400);
    expect((await exported({ text: 'JRZ1B99999999' }, columns)).statusCode).toBe(404);
  });

  it('an ASN: its head, interchanges and its pallets and boxes from the Shipment Report', async () => {
    const { reply, calls } = await traced({ text: ASN });
    expect(calls).toEqual([
      'GET /import/TransmissionLog',
      'GET /report/PrintShipmentReport',
      'GET /report/ShipmentReport',
      'GET /report/Trace/Links',
    ]);
    if (reply.found !== 'serial' || !reply.tree) throw new Error('no tree');
    expect(reply.tree).toMatchObject({ kind: 'asn', serial: ASN });
    const boxes = reply.tree.children.flatMap((p) => p.children);
    expect(boxes.map((b) => b.serial)).toContain('JRZ1B00000712');
    expect(reply.tree.count).toBe(reply.tree.children.reduce((n, p) => n + p.count, 0));
  });

  it('a box: its harnesses from Box/Harness', async () => {
    const { reply, calls } = await traced({ text: 'JRZ1B00000712' });
    expect(calls).toContain('GET /report/BoxHarnessReport');
    if (reply.found !== 'serial' || !reply.tree) throw new Error('no tree');
    expect(reply.tree.children.map((h) => h.serial)).toContain(HARNESS);
  });

  it('a relabeled harness links to its new serial, and the new one back', async () => {
    const { reply } = await traced({ text: 'JRZ1H000007322' });
    if (reply.found !== 'serial') throw new Error('not found');
    expect(reply.timeline.find((s) => s.kind === 'relabeledTo')?.ref).toBe('RRZ1H000007322');
    const back = (await traced({ text: 'RRZ1H000007322' })).reply;
    if (back.found !== 'serial') throw new Error('not found');
    expect(back.timeline.find((s) => s.kind === 'relabeledFrom')?.ref).toBe('JRZ1H000007322');
  });

  it('a part and a date range: the Shipment Report by SEWS and by customer part number', async () => {
    const { reply, calls } = await traced({ text: '82121-GAPHH', dateFrom: '2026-09-01', dateTo: '2026-11-30' });
    expect(calls).toEqual(['GET /report/ShipmentReport', 'GET /report/ShipmentReport']);
    expect(reply.found).toBe('part');
  });

  it('a serial of another plant is not shown; an unknown one says the kind it looks like', async () => {
    const other = await traced({ text: HARNESS, plantID: 'JRZ2' });
    expect(other.reply).toEqual({ found: 'none', text: HARNESS, plantId: 'JRZ2', looksLike: 'harness' });
    const unknown = await traced({ text: 'JRZ1B99999999' });
    expect(unknown.reply).toMatchObject({ found: 'none', looksLike: 'box' });
  });

  it('bad input is refused by the gateway with a clear message, before any service call', async () => {
    const blank = await traced({ text: ' ' });
    expect(blank.res.status).toBe(400);
    expect(blank.res.error?.message).toContain('Scan or type a serial');
    expect(blank.calls).toEqual([]);
    const half = await traced({ text: '82121-GAPHH', dateFrom: '2026-09-01' });
    expect(half.res.error?.message).toContain('both dates');
  });

  it('needs a report right: a token without one is refused before any service call', async () => {
    const none = await traced({ text: HARNESS }, 'not-a-token');
    expect(none.res.status).toBe(401);
    expect(none.calls).toEqual([]);
  });
});
