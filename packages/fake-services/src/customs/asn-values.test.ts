import { addDays, importExportMessages as m, todayIso } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantDb } from '../db/plant.js';
import { xref } from '../db/schema/parts/xref.js';
import { type PlantClient, startTestPlant } from '../testing.js';
import { asnsOfDate } from './retransmit.js';

/**
 * A value that would make an ASN invalid is refused where it is typed, with the field named; one
 * stored before is named on the retransmit screens and in the log with the master to fix, and
 * once the master is fixed the boxes carry the fixed value and the ASN goes.
 */
const PLANTED = 'TOZ*A~4>W^';
const YESTERDAY = addDays(todayIso(), -1);

let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
beforeAll(async () => {
  plant = await startTestPlant({ devRoutes: true });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());
const db = () => plant.databases.plant('FGSSMX01') as PlantDb;
// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = async (name: Parameters<PlantClient['callUnchecked']>[0], input: unknown, key?: string): Promise<any> =>
  client.callUnchecked(name, input, { token, idempotencyKey: key });

describe('a value that ends up in an ASN', () => {
  it('is refused at input when it holds an X12 separator, naming the field', async () => {
    const row = db().select().from(xref).where(eq(xref.plantId, 'JRZ1')).get();
    expect(row).toBeDefined();
    const xrefSave = await call('configuration.XREFMaintenance.update', [{ ...row, custPartNo: PLANTED }]);
    expect(xrefSave.status).toBe(400);
    expect(JSON.stringify(xrefSave.body)).toContain(
      "Customer Part No. must not contain * ~ > or ^ (they separate an ASN's values)",
    );
    const carrier = await call('configuration.CarrierMaster.insert', [{ carrieR_NM: 'UPS~GROUND' }]);
    expect(carrier.status).toBe(400);
    expect(JSON.stringify(carrier.body)).toContain('Carrier Name must not contain');
  });

  it('stored before, is named with its master; fixed there, the ASN goes', async () => {
    const asn = asnsOfDate(db(), YESTERDAY)[0];
    if (!asn) throw new Error('the seed has no ASN shipped yesterday');
    const box = db()
      .$client.prepare(
        `SELECT box_serial_no AS serial, plant_id AS plantId, sews_part_no AS part, sews_design_level AS level
         FROM box WHERE shipment_id = ? ORDER BY box_serial_no LIMIT 1`,
      )
      .get(asn.id) as { serial: string; plantId: string; part: string; level: string };
    // As if typed before input refused it: on the XREF row and on every box printed from it.
    const row = db()
      .select()
      .from(xref)
      .all()
      .find((x) => x.plantId === box.plantId && x.sewS_PART_NO === box.part && x.sewS_DESIGN_LEVEL === box.level);
    if (!row) throw new Error('no XREF row for the box');
    db().update(xref).set({ custPartNo: PLANTED }).where(eq(xref.id, row.id)).run();
    db()
      .$client.prepare(
        'UPDATE box SET cust_part_no = ? WHERE plant_id = ? AND sews_part_no = ? AND sews_design_level = ?',
      )
      .run(PLANTED, box.plantId, box.part, box.level);

    const problem = `Customer part '${PLANTED}' on box ${box.serial} contains '*', '~', '>' and '^': fix it in XREF Maintenance.`;
    const refused = await call('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn.asnNumber }, 'planted');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.asnNotSent(asn.asnNumber, problem));
    const last = await call('import.RetransmitASNtoCustoms.lastTransmission', { asnNumber: asn.asnNumber });
    expect(last.body).toMatchObject({ problem, transmission: { result: 'invalid', detail: problem } });
    const central = await call('import.RetransmitASNCentraltoCustoms.asnNumbers', { date: YESTERDAY, take: 100 });
    expect(central.body.data.find((r: { asnNumber: string }) => r.asnNumber === asn.asnNumber)).toMatchObject({
      problem,
    });
    const log = await call('import.TransmissionLog.search', { asnNumber: asn.asnNumber, take: 10 });
    expect(log.body.data[0]).toMatchObject({ result: 'invalid', detail: problem });

    // Fixed in XREF Maintenance: the boxes printed from the row carry the fixed part, and the ASN goes.
    const fixed = await call('configuration.XREFMaintenance.update', [{ ...row, custPartNo: 'TOZA4W' }]);
    expect(fixed.status).toBe(200);
    const parts = db()
      .$client.prepare(
        'SELECT DISTINCT cust_part_no AS p FROM box WHERE plant_id = ? AND sews_part_no = ? AND sews_design_level = ?',
      )
      .all(box.plantId, box.part, box.level);
    expect(parts).toEqual([{ p: 'TOZA4W' }]);
    const again = await call('import.RetransmitASNtoCustoms.lastTransmission', { asnNumber: asn.asnNumber });
    expect(again.body.problem).toBeNull();
    const sent = await call('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn.asnNumber }, 'planted');
    expect(sent.status).toBe(200);
    expect(sent.body.transmissions).toMatchObject([{ result: 'accepted' }]);
  });
});
