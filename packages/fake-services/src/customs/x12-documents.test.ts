import { rmSync } from 'node:fs';
import { addDays, importExportMessages as m, todayIso } from '@fgss/contracts';
import type { X12Segment } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases } from '../db/databases.js';
import type { PlantDb } from '../db/plant.js';
import { copySmallSeed, type PlantClient, startTestPlant } from '../testing.js';
import { asnsOfDate } from './retransmit.js';
import { asnInterchange } from './x12/asn-interchange.js';
import { strictParse } from './x12/strict-parse.js';

/**
 * The ASNs the plant sends are X12 004010 856 interchanges a partner's gateway takes: read back
 * with node-x12 in strict mode, built from the boxes and pallets shipped, under control numbers
 * never used twice; a document that is not valid does not leave.
 */
const YESTERDAY = addDays(todayIso(), -1);
const NOW = new Date('2026-03-04T05:06:07Z');
const segmentsOf = (text: string): X12Segment[] =>
  strictParse(text).functionalGroups[0]?.transactions[0]?.segments ?? [];
const shipped = (db: PlantDb) => asnsOfDate(db, YESTERDAY)[0] as NonNullable<ReturnType<typeof asnsOfDate>[0]>;

describe('the 856 interchange of an ASN', () => {
  const dir = copySmallSeed();
  let databases = Databases.open(dir);
  const db = () => databases.plant('FGSSMX01') as PlantDb;
  afterAll(() => {
    databases.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a 106-character ISA and control numbers that increase, also after the database is opened again', () => {
    const asn = shipped(db());
    const first = asnInterchange(db(), asn, { purpose: '00', now: NOW });
    const second = asnInterchange(db(), asn, { purpose: '00', now: NOW });
    expect(first.problem).toBeNull();
    expect(first.text.indexOf('~') + 1).toBe(106);
    expect(first.text.slice(0, 106)).toBe(
      `ISA*00*${' '.repeat(10)}*00*${' '.repeat(10)}*ZZ*${asn.plantId.padEnd(15)}*ZZ*${'CUSTOMS'.padEnd(15)}` +
        `*${first.text.slice(70, 76)}*${first.text.slice(77, 81)}*U*00401*${String(first.interchange).padStart(9, '0')}*0*P*>~`,
    );
    expect([second.interchange, second.group]).toEqual([first.interchange + 1, first.group + 1]);
    databases.close();
    databases = Databases.open(dir);
    const third = asnInterchange(db(), asn, { purpose: '00', now: NOW });
    expect([third.interchange, third.group]).toEqual([first.interchange + 2, first.group + 2]);
    const interchange = strictParse(third.text);
    expect(interchange.header.valueOf(13)).toBe(String(third.interchange));
    expect(interchange.functionalGroups[0]?.header.valueOf(6)).toBe(String(third.group));
  });

  it('holds the shipped pallets and boxes in its HL tree, their label serials in MAN, pieces per item', () => {
    const asn = shipped(db());
    const boxes = db()
      .$client.prepare(
        `SELECT b.box_serial_no AS box, p.pallet_no AS pallet, b.quantity FROM box b
         LEFT JOIN pallet p ON p.id = b.pallet_id WHERE b.shipment_id = ?`,
      )
      .all(asn.id) as { box: string; pallet: string | null; quantity: number }[];
    expect(boxes.length).toBeGreaterThan(1);
    const { text, problem } = asnInterchange(db(), asn, { purpose: '05', now: NOW });
    expect(problem).toBeNull();
    const segments = segmentsOf(text);
    const levels = new Map<string, string>();
    const serials: Record<string, string[]> = { T: [], P: [] };
    let level = '';
    let pieces = 0;
    for (const s of segments) {
      if (s.tag === 'HL') {
        level = s.valueOf(3) as string;
        const parent = levels.get(s.valueOf(2, '') as string) ?? '';
        expect(`${parent}>${level}`).toMatch(/^(>S|S>O|O>T|[OT]>P|P>I)$/);
        levels.set(s.valueOf(1) as string, level);
      }
      if (s.tag === 'MAN') serials[level]?.push(`${s.valueOf(1)} ${s.valueOf(2)}`);
      if (s.tag === 'SN1') pieces += Number(s.valueOf(2));
    }
    expect(segments[0]?.valueOf(1)).toBe('05');
    expect(serials.P?.sort()).toEqual(boxes.map((b) => `GM ${b.box}`).sort());
    expect(serials.T?.sort()).toEqual([...new Set(boxes.map((b) => `GM ${b.pallet}`))].sort());
    expect(pieces).toBe(boxes.reduce((sum, b) => sum + b.quantity, 0));
    expect(segments.filter((s) => s.tag === 'TD1').map((s) => s.elements.map((e) => e.value).join('*'))).toEqual([
      `PLT90*${serials.T?.length}`,
      `CTN90*${boxes.length}`,
    ]);
    expect(segments.at(-1)?.valueOf(1)).toBe(String(levels.size));
  });

  it('cleans free text of delimiters and control characters', () => {
    const asn = { ...shipped(db()), carrier: 'UPS*FREIGHT~EXPRESS>\tNORTH' };
    const { text, problem } = asnInterchange(db(), asn, { purpose: '00', now: NOW });
    expect(problem).toBeNull();
    expect(
      segmentsOf(text)
        .find((s) => s.tag === 'TD5')
        ?.valueOf(5),
    ).toBe('UPS FREIGHT EXPRESS  NORTH');
  });
});

describe('an ASN whose 856 is not valid', () => {
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
  const retransmit = async (asnNumber: string, key: string) =>
    (await client.callUnchecked(
      'import.RetransmitASNtoCustoms.retransmit',
      { asnNumber },
      { token, idempotencyKey: key },
    )) as { status: number; body: { message: string } };
  const received = async () => (await client.route('GET', '/_plant/customs')).body as { attempts: number };
  const lastTransmission = (asn: string) =>
    db()
      .$client.prepare(
        'SELECT result, detail, document FROM customs_transmission WHERE asn_number = ? ORDER BY id DESC',
      )
      .get(asn) as { result: string; detail: string; document: string };

  it('is not sent when a label serial holds a delimiter, and the message names the MAN segment', async () => {
    const asn = shipped(db());
    const box = db()
      .$client.prepare('SELECT id, box_serial_no AS serial FROM box WHERE shipment_id = ? LIMIT 1')
      .get(asn.id) as { id: number; serial: string };
    db().$client.prepare('UPDATE box SET box_serial_no = ? WHERE id = ?').run(`${box.serial}*7`, box.id);
    const reply = await retransmit(asn.asnNumber, 'bad-serial');
    db().$client.prepare('UPDATE box SET box_serial_no = ? WHERE id = ?').run(box.serial, box.id);
    expect(reply.status).toBe(400);
    const position =
      segmentsOf(lastTransmission(asn.asnNumber).document).findIndex(
        (s) => s.tag === 'MAN' && s.valueOf(2) === `${box.serial} 7`,
      ) + 2;
    expect(reply.body.message).toBe(
      m.asnInvalid(
        asn.asnNumber,
        `MAN (${position})`,
        `MAN02 '${box.serial}*7' holds an X12 delimiter or control character`,
      ),
    );
    expect(lastTransmission(asn.asnNumber)).toMatchObject({ result: 'invalid' });
    expect((await received()).attempts).toBe(0);
    // Once the serial is right again, the same action is retried and sent.
    expect((await retransmit(asn.asnNumber, 'bad-serial')).status).toBe(200);
  });

  it('is not sent when node-x12 finds an element too long, and the message names the segment', async () => {
    const asn = shipped(db());
    db().$client.prepare('UPDATE shipment SET carrier = ? WHERE id = ?').run('A'.repeat(40), asn.id);
    const reply = await retransmit(asn.asnNumber, 'long-carrier');
    db().$client.prepare('UPDATE shipment SET carrier = ? WHERE id = ?').run(asn.carrier, asn.id);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(
      new RegExp(
        `^ASN ${asn.asnNumber} was not sent: its X12 856 is invalid at segment TD5 \\(\\d+\\): TD505: The data element is too long`,
      ),
    );
    expect(lastTransmission(asn.asnNumber)).toMatchObject({
      result: 'invalid',
      detail: expect.stringMatching(/^TD5 /),
    });
  });
});
