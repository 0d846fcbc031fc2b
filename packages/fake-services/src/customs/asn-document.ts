import type { PlantDb } from '../db/plant.js';

/** The shipment fields an ASN document carries. */
export interface ShippedAsn {
  id: number;
  asnNumber: string;
  asnVersion: number;
  plantId: string;
  deliverTo: string;
  carrier: string | null;
  truckInfo: string | null;
  shipDate: string;
}

const SEGMENT = '~';
const clean = (v: string | number | null) => String(v ?? '').replace(/[*~^]/g, ' ');
const segment = (...elements: (string | number | null)[]) => elements.map(clean).join('*');

/**
 * The ASN as an ANSI X12 856 ship notice, as an EDI gateway takes it: interchange and group
 * envelopes, BSN with the ASN number and purpose (00 original, 05 replacement), the ship date, carrier and truck, the ship-to, and one item per part with its pieces.
 */
export function asnDocument(db: PlantDb, asn: ShippedAsn, control: number, now: Date, purpose: '00' | '05'): string {
  const parts = db.$client
    .prepare(
      `SELECT sews_part_no AS part, sews_design_level AS level, coalesce(cust_part_no, '') AS custPart,
              sum(quantity) AS pieces, count(*) AS boxes
       FROM box WHERE shipment_id = ? GROUP BY sews_part_no, sews_design_level, cust_part_no
       ORDER BY sews_part_no, sews_design_level`,
    )
    .all(asn.id) as { part: string; level: string; custPart: string; pieces: number; boxes: number }[];
  const [date, time] = [asn.shipDate.slice(0, 10).replaceAll('-', ''), asn.shipDate.slice(11, 16).replace(':', '')];
  const stamp = now.toISOString();
  const ctl = String(control).padStart(9, '0');
  const body = [
    segment('ST', '856', '0001'),
    segment('BSN', purpose, asn.asnNumber, date, time),
    segment('DTM', '011', date, time),
    segment('HL', 1, '', 'S'),
    segment('TD5', 'B', 2, asn.carrier),
    segment('REF', 'BM', asn.truckInfo),
    segment('REF', 'VN', asn.asnVersion),
    segment('N1', 'SF', asn.plantId),
    segment('N1', 'ST', asn.deliverTo),
    ...parts.flatMap((p, i) => [
      segment('HL', i + 2, 1, 'I'),
      segment('LIN', '', 'BP', p.part, 'EC', p.level, 'CP', p.custPart),
      segment('SN1', '', p.pieces, 'EA'),
      segment('REF', 'PK', p.boxes),
    ]),
    segment('CTT', parts.length),
  ];
  const count = body.length + 1;
  return (
    [
      segment(
        'ISA',
        '00',
        '',
        '00',
        '',
        'ZZ',
        asn.plantId,
        'ZZ',
        'CUSTOMS',
        stamp.slice(2, 10).replaceAll('-', ''),
        stamp.slice(11, 16).replace(':', ''),
        'U',
        '00401',
        ctl,
        '0',
        'P',
        '>',
      ),
      segment('GS', 'SH', asn.plantId, 'CUSTOMS', date, time, control, 'X', '004010'),
      ...body,
      segment('SE', count, '0001'),
      segment('GE', 1, control),
      segment('IEA', 1, ctl),
    ].join(SEGMENT) + SEGMENT
  );
}

/** The ASN number and version of an 856 document; null when it is not one. */
export function readAsnDocument(text: string): { asnNumber: string; asnVersion: number } | null {
  const segments = text.split(SEGMENT).map((s) => s.trim().split('*'));
  const first = (id: string) => segments.find((s) => s[0] === id);
  const bsn = first('BSN');
  if (first('ISA') === undefined || first('ST')?.[1] !== '856' || !bsn?.[2]) return null;
  const version = segments.find((s) => s[0] === 'REF' && s[1] === 'VN')?.[2];
  return { asnNumber: bsn[2], asnVersion: Number(version ?? 1) || 1 };
}
