import type { PlantDb } from '../../db/plant.js';
import type { ShippedAsn } from '../asn-document.js';
import { exact, SegmentList } from './segments.js';

/** BSN01: '00' an original, '05' the replacement of an ASN the partner already accepted. */
export type AsnPurpose = '00' | '05';

interface ShippedBox {
  box: string;
  part: string;
  level: string;
  custPart: string | null;
  quantity: number;
  customer: string;
  pallet: string | null;
}

/**
 * The 856 transaction set (ST to SE) of what was shipped and scanned, in the pick and pack
 * hierarchy: shipment (S) -> order (O, one per customer) -> tare (T, a pallet) -> pack (P, a box)
 * -> item (I, the box's part and pieces); a box on no pallet is packed under its order. The label
 * serials of pallets and boxes go in MAN*GM as the AIAG 856 guideline for 004010 ties container
 * labels to the ASN (http://businessdocbox.com/Logistics/93635806-856-ship-notice-manifest.html).
 * Serials, part numbers and party ids are exact: one holding a delimiter is refused, not cleaned.
 */
export function asnTransactionSet(db: PlantDb, asn: ShippedAsn, purpose: AsnPurpose, control: string): SegmentList {
  const boxes = db.$client
    .prepare(
      `SELECT b.box_serial_no AS box, b.sews_part_no AS part, b.sews_design_level AS level,
              b.cust_part_no AS custPart, b.quantity, coalesce(b.customer_id, s.customer_id, s.deliver_to) AS customer,
              p.pallet_no AS pallet
       FROM box b JOIN shipment s ON s.id = b.shipment_id LEFT JOIN pallet p ON p.id = b.pallet_id
       WHERE b.shipment_id = ? ORDER BY customer, p.pallet_no, b.box_serial_no`,
    )
    .all(asn.id) as ShippedBox[];
  const date = asn.shipDate.slice(0, 10).replaceAll('-', '');
  const time = asn.shipDate.slice(11, 16).replace(':', '');
  const set = new SegmentList();
  set.add('ST', '856', control);
  set.add('BSN', purpose, exact(asn.asnNumber), date, time);
  set.add('DTM', '011', date, time);
  let count = 0;
  const hl = (parent: number | null, level: string, children: boolean) => {
    set.add('HL', ++count, parent, level, children ? 1 : 0);
    return count;
  };
  const shipment = hl(null, 'S', boxes.length > 0);
  set.add('TD1', 'PLT90', new Set(boxes.map((b) => b.pallet).filter((p) => p !== null)).size);
  set.add('TD1', 'CTN90', boxes.length);
  if (asn.carrier) set.add('TD5', 'B', '', '', '', asn.carrier);
  if (asn.truckInfo) set.add('REF', 'BM', asn.truckInfo);
  set.add('REF', 'VN', asn.asnVersion);
  set.add('N1', 'SF', asn.plantId, '92', exact(asn.plantId));
  set.add('N1', 'ST', asn.deliverTo, '92', exact(asn.deliverTo));
  let order = 0;
  let tare: number | null = null;
  for (const [i, b] of boxes.entries()) {
    const before = boxes[i - 1];
    if (b.customer !== before?.customer) {
      order = hl(shipment, 'O', true);
      set.add('N1', 'BY', b.customer, '92', exact(b.customer));
      tare = null;
    }
    if (b.pallet !== null && (tare === null || b.pallet !== before?.pallet)) {
      tare = hl(order, 'T', true);
      set.add('MAN', 'GM', exact(b.pallet));
    }
    const pack = hl(b.pallet === null ? order : tare, 'P', true);
    set.add('MAN', 'GM', exact(b.box));
    hl(pack, 'I', false);
    const buyer = b.custPart ? ['BP', exact(b.custPart)] : [];
    set.add('LIN', '', ...buyer, 'VP', exact(b.part), 'EC', exact(b.level));
    set.add('SN1', '', b.quantity, 'EA');
  }
  set.add('CTT', count);
  set.add('SE', set.segments.length + 1, control);
  return set;
}
