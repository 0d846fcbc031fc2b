import { type CataloguePart, customers, partCatalogue } from '../part-catalogue.js';
import type { BulkWriter, Table } from './bulk.js';
import type { Calendar } from './calendar.js';

/** How much history one plant gets, and over which days (see Calendar). */
export interface PlantHistoryPlan {
  plantId: string;
  /** The plant its inter-plant ASNs go to (another plant of the server, or of another server). */
  sibling: string;
  /** Catalogue parts used (the first n of the plant's catalogue). */
  parts: number;
  /** Days, oldest first; day 0 is today. */
  firstDay: number;
  lastDay: number;
  asnsPerDay: number;
  boxesPerPallet: number;
  palletsPerMaster: number;
  mastersPerAsn: number;
  /** Boxes a day that stay in stock (never palletised): inventory, counts, labels not shipped. */
  stockPerDay: number;
  locations: string[];
  printer: string | null;
  /** Numbers already used by earlier runs, so that serials stay unique. */
  start: Counters;
  /** Stop once this many harness serials and boxes were made (the large seed), else run every day. */
  until?: { harnesses: number; boxes: number };
}

export interface Counters {
  harness: number;
  box: number;
  pallet: number;
  master: number;
  asn: number;
  returnAsn: number;
  cycleCount: number;
}

/** Serial formats of the seeded history; printing screens number their labels after them. */
export const serials = {
  harness: (plant: string, n: number) => `${plant}H${String(n).padStart(9, '0')}`,
  box: (plant: string, n: number) => `${plant}B${String(n).padStart(8, '0')}`,
  pallet: (plant: string, n: number) => `${plant}P${String(n).padStart(7, '0')}`,
  master: (plant: string, n: number) => `${plant}M${String(n).padStart(7, '0')}`,
  asn: (plant: string, n: number) => `${plant}A${String(n).padStart(7, '0')}`,
  returnAsn: (plant: string, n: number) => `${plant}R${String(n).padStart(6, '0')}`,
  cycleCount: (plant: string, n: number) => `CC${plant}${String(n).padStart(5, '0')}`,
};

/** A customer's ship-to warehouses (max 5 characters). */
export const warehousesOf = (customerId: string) => [`${customerId.slice(0, 3)}1`, `${customerId.slice(0, 3)}2`];
export const groupOf = (customerId: string) => customers.find((c) => c.id === customerId)?.group ?? customerId;

const USERS = ['admin', 'planner'];
const RETURN_DELAY = 3;

export interface HistoryTables {
  shipment: Table;
  master: Table;
  pallet: Table;
  box: Table;
  harness: Table;
  returnAsn: Table;
  returnBox: Table;
  cycleCount: Table;
  cycleItem: Table;
}

/** Declares the history tables on a writer, parents first, with the columns `simulate` fills. */
export function historyTables(w: BulkWriter): HistoryTables {
  const printed = ['printed_at', 'printed_by', 'printer_name', 'status'];
  return {
    shipment: w.table('shipment', [
      'asn_number',
      'asn_version',
      'plant_id',
      'mfg_plant',
      'deliver_type',
      'deliver_to',
      'customer_id',
      'cust_group',
      'ship_to_whse',
      'truck_info',
      'carrier',
      'transportation_info',
      'dock_nm',
      'employee_id',
      'date_time_stamp',
      'ship_date',
      'status',
      'asn_number_rec',
      'received_at',
      'received_by',
    ]),
    master: w.table('master_label', [
      'master_label_serial_no',
      'plant_id',
      'shipment_id',
      'skid_dtm',
      'truck_load_dtm',
      ...printed,
    ]),
    pallet: w.table('pallet', ['pallet_no', 'plant_id', 'master_label_id', 'pallet_load_dtm', ...printed]),
    box: w.table('box', [
      'box_serial_no',
      'plant_id',
      'sews_part_no',
      'sews_design_level',
      'cust_part_no',
      'cust_design_level',
      'customer_id',
      'kanban',
      'quantity',
      'pallet_id',
      'box_pack_dtm',
      'shipment_id',
      'location_cd',
      ...printed,
    ]),
    harness: w.table('harness_serial', [
      'harness_serial_no',
      'plant_id',
      'sews_part_no',
      'sews_design_level',
      'cust_part_no',
      'cust_design_level',
      'customer_id',
      'quantity',
      'box_id',
      'mfg_date',
      ...printed,
    ]),
    returnAsn: w.table('return_asn', [
      'return_asn_number',
      'plant_id',
      'mfg_plant',
      'customer_id',
      'truck_info',
      'ship_date',
      'date_time_stamp',
      'received_at',
      'received_by',
      'rec_insp_date',
      'rec_ins_by',
      'status',
    ]),
    returnBox: w.table('return_box', [
      'return_asn_id',
      'box_id',
      'box_serial_no',
      'sews_part_no',
      'sews_design_level',
      'cust_part_no',
      'quantity',
      'reshipped_at',
    ]),
    cycleCount: w.table('cycle_count', ['cycle_count_id', 'plant_id', 'start_date', 'counted_by']),
    cycleItem: w.table('cycle_count_item', [
      'cycle_count_ref',
      'box_id',
      'box_serial_no',
      'sews_part_no',
      'sews_design_level',
      'location_cd',
      'expected_qty',
      'counted_qty',
      'result',
    ]),
  };
}

interface MadeBox {
  id: number;
  serial: string;
  part: CataloguePart;
  location: string | null;
}

/**
 * Writes one plant's history day by day: each ASN's boxes of harnesses, packed on pallets under
 * master labels and loaded on the truck; boxes left in stock; inter-plant receipts the next day;
 * customer returns; a cycle count a day. Returns the counters after the last serial used.
 */
export function simulate(t: HistoryTables, cal: Calendar, plan: PlantHistoryPlan): Counters & { made: Made } {
  const n = { ...plan.start };
  const made: Made = { harnesses: 0, boxes: 0, stock: [] };
  const parts = partCatalogue(plan.plantId, plan.parts);
  const partsOf = (customerId: string) => parts.filter((p) => p.customerId === customerId);
  const plant = plan.plantId;
  /** Customer-delivered boxes by ship day, for the returns a few days later. */
  const shippedOn = new Map<number, MadeBox[]>();
  let serialOfDay = 0;

  const makeBox = (
    part: CataloguePart,
    day: number,
    minute: number,
    link: { palletId: number | null; shipmentId: number | null; status: string; location: string | null },
  ): MadeBox => {
    const serial = serials.box(plant, ++n.box);
    const printedAt = cal.time(day, minute);
    const id = t.box.add([
      serial,
      plant,
      part.sewsPartNo,
      part.sewsDesignLevel,
      part.custPartNo,
      part.custDesignLevel,
      part.customerId,
      `K${part.shortPartNo}`,
      part.piecesPerBox,
      link.palletId,
      link.palletId ? cal.time(day, minute + 5) : null,
      link.shipmentId,
      link.location,
      printedAt,
      USERS[n.box % USERS.length],
      plan.printer,
      link.status,
    ]);
    for (let k = 0; k < part.piecesPerBox; k++) harness(part, day, minute - 10 + k / 2, id, link.status);
    made.boxes++;
    return { id, serial, part, location: link.location };
  };

  const harness = (part: CataloguePart, day: number, minute: number, boxId: number | null, status: string) => {
    t.harness.add([
      serials.harness(plant, ++n.harness),
      plant,
      part.sewsPartNo,
      part.sewsDesignLevel,
      part.custPartNo,
      part.custDesignLevel,
      part.customerId,
      1,
      boxId,
      cal.date(day),
      cal.time(day, minute),
      USERS[n.harness % USERS.length],
      plan.printer,
      status,
    ]);
    made.harnesses++;
  };

  const done = () =>
    plan.until !== undefined && made.harnesses >= plan.until.harnesses && made.boxes >= plan.until.boxes;
  const step = plan.until ? -1 : 1;
  for (let day = plan.until ? plan.lastDay : plan.firstDay; plan.until ? !done() : day <= plan.lastDay; day += step) {
    serialOfDay = 0;
    for (let a = 0; a < plan.asnsPerDay; a++) {
      const customer = customers[
        (Math.abs(day) * plan.asnsPerDay + a) % customers.length
      ] as (typeof customers)[number];
      const interPlant = a === 0;
      const status =
        day === 0 && a === plan.asnsPerDay - 1
          ? 'loading'
          : Math.abs(day) % 7 === 3 && a === 1
            ? 'reopened'
            : 'shipped';
      const labelStatus = status === 'shipped' ? 'shipped' : 'packed';
      const whse = warehousesOf(customer.id)[a % 2] as string;
      const shipMinute = 60 + a * 20;
      const shipDate = status === 'loading' ? null : cal.time(day, shipMinute);
      const received = interPlant && status === 'shipped' && day < 0;
      const shipmentId = t.shipment.add([
        serials.asn(plant, ++n.asn),
        status === 'reopened' ? 2 : 1,
        plant,
        plant,
        interPlant ? 'PLANT' : 'CUSTOMER',
        interPlant ? plan.sibling : `${customer.id}/${whse}`,
        customer.id,
        customer.group,
        interPlant ? null : whse,
        `TRK-${plant}-${String(n.asn).padStart(5, '0')}`,
        ['UPS FREIGHT', 'FEDEX FREIGHT', 'TRANSP CASTORES'][n.asn % 3],
        interPlant ? 'Inter-plant transfer' : 'Truck load',
        `DOCK${1 + (a % 2)}`,
        USERS[a % USERS.length],
        cal.time(day, shipMinute - 30),
        shipDate,
        status,
        received ? `${plan.sibling}RC${String(n.asn).padStart(6, '0')}` : null,
        received ? cal.time(day + 1, 8 * 60 + a) : null,
        received ? 'planner' : null,
      ]);
      const choice = partsOf(customer.id);
      for (let m = 0; m < plan.mastersPerAsn; m++) {
        const minute = shipMinute - 25 + m;
        const masterId = t.master.add([
          serials.master(plant, ++n.master),
          plant,
          shipmentId,
          cal.time(day, minute - 2),
          cal.time(day, minute),
          cal.time(day, minute - 3),
          USERS[0],
          plan.printer,
          labelStatus,
        ]);
        for (let p = 0; p < plan.palletsPerMaster; p++) {
          const palletId = t.pallet.add([
            serials.pallet(plant, ++n.pallet),
            plant,
            masterId,
            cal.time(day, minute - 4),
            cal.time(day, minute - 6),
            USERS[1],
            plan.printer,
            labelStatus,
          ]);
          for (let b = 0; b < plan.boxesPerPallet; b++) {
            const part = choice[(n.box + b) % choice.length] as CataloguePart;
            const box = makeBox(part, day, minute - 10 - b, {
              palletId,
              shipmentId,
              status: labelStatus,
              location: null,
            });
            if (!interPlant && status === 'shipped') {
              const list = shippedOn.get(day) ?? [];
              list.push(box);
              shippedOn.set(day, list);
            }
          }
        }
      }
    }
    // Boxes that stay in stock, and a few loose harness labels printed but not boxed.
    for (let s = 0; s < plan.stockPerDay; s++) {
      const part = parts[(n.box * 7 + s) % parts.length] as CataloguePart;
      const location = plan.locations[(n.box + s) % plan.locations.length] ?? null;
      made.stock.push(
        makeBox(part, day, 10 * 60 + serialOfDay++, { palletId: null, shipmentId: null, status: 'printed', location }),
      );
    }
    if (!plan.until) {
      if (day === plan.lastDay) loosePallet(day);
      for (let h = 0; h < 3; h++) harness(parts[h % parts.length] as CataloguePart, day, 11 * 60 + h, null, 'printed');
      returns(day);
      cycleCount(day);
    }
  }
  return { ...n, made };

  /** A pallet packed but not yet under a master label (Over Shipment Trace's onPallet). */
  function loosePallet(day: number) {
    const customer = customers[0];
    const palletId = t.pallet.add([
      serials.pallet(plant, ++n.pallet),
      plant,
      null,
      null,
      cal.time(day, 12 * 60),
      USERS[1],
      plan.printer,
      'printed',
    ]);
    const choice = partsOf(customer.id);
    for (let b = 0; b < plan.boxesPerPallet; b++)
      makeBox(choice[b % choice.length] as CataloguePart, day, 12 * 60 - 10 - b, {
        palletId,
        shipmentId: null,
        status: 'packed',
        location: null,
      });
  }

  function returns(day: number) {
    const boxes = shippedOn.get(day - RETURN_DELAY)?.slice(0, 2) ?? [];
    const first = boxes[0];
    if (!first) return;
    const receivedDay = day + 1;
    const status = day >= 0 ? 'T' : day === -1 ? 'R' : 'I';
    const returnId = t.returnAsn.add([
      serials.returnAsn(plant, ++n.returnAsn),
      plant,
      plant,
      first.part.customerId,
      `RTN-${first.part.customerId}-${n.returnAsn}`,
      cal.time(day, 9 * 60),
      cal.time(day, 8 * 60),
      status === 'T' ? null : cal.time(receivedDay, 9 * 60),
      status === 'T' ? null : 'planner',
      status === 'I' ? cal.time(day + 2, 10 * 60) : null,
      status === 'I' ? 'admin' : null,
      status,
    ]);
    for (const [i, b] of boxes.entries()) {
      t.returnBox.add([
        returnId,
        b.id,
        b.serial,
        b.part.sewsPartNo,
        b.part.sewsDesignLevel,
        b.part.custPartNo,
        b.part.piecesPerBox,
        status === 'I' && i === 0 && day + 4 <= 0 ? cal.time(day + 4, 12 * 60) : null,
      ]);
    }
  }

  function cycleCount(day: number) {
    const counted = made.stock.slice(-6);
    if (counted.length === 0) return;
    const id = t.cycleCount.add([serials.cycleCount(plant, ++n.cycleCount), plant, cal.date(day), USERS[1]]);
    const results = ['C', 'C', 'D', 'U', 'R', 'S'] as const;
    counted.forEach((b, i) => {
      const result = results[(i + Math.abs(day)) % results.length] as (typeof results)[number];
      const expected = b.part.piecesPerBox;
      const countedQty = result === 'D' ? expected - 1 : result === 'U' ? expected + 1 : expected;
      t.cycleItem.add([
        id,
        b.id,
        b.serial,
        b.part.sewsPartNo,
        b.part.sewsDesignLevel,
        b.location,
        expected,
        countedQty,
        result,
      ]);
    });
  }
}

export interface Made {
  harnesses: number;
  boxes: number;
  /** The boxes left in stock, oldest first. */
  stock: MadeBox[];
}
