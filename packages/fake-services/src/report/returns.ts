import {
  addDays,
  type Registry,
  ReturnASNReport,
  ReturnProductsReport,
  returnProductsReport,
  windowFrom,
} from '@fgss/contracts';
import type { PlantDb } from '../db/plant.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { type LookupInput, lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

const RETURNS = 'return_asn ra JOIN return_box rb ON rb.return_asn_id = ra.id';
const returnAsnLookup = (db: PlantDb, input: LookupInput) =>
  lookupPage(
    db,
    {
      value: 'ra.return_asn_number',
      from: 'return_asn ra',
      where: new Where().when(input.plantID, 'ra.plant_id = ?'),
      desc: true,
    },
    input,
  );
const returnPartLookup = (db: PlantDb, input: LookupInput, column: 'sews' | 'cust') =>
  lookupPage(
    db,
    { value: `rb.${column}_part_no`, from: RETURNS, where: new Where().when(input.plantID, 'ra.plant_id = ?') },
    input,
  );
const partColumn = (option: 'C' | 'S') => (option === 'C' ? 'rb.cust_part_no' : 'rb.sews_part_no');

/**
 * Returned products: boxes received back from customers (by the return ASN's receipt) and
 * reshipped. The summary counts, per customer, what was still out at the start of the period
 * (carryOver), returned in it and reshipped in it; its period starts on the first of the month.
 */
export const returnProductsHandlers: Handlers['ReturnProductsReport'] = {
  ...plantHandlers,
  custPartNumbers: async (input, ctx) => returnPartLookup(ctx.plant, input, 'cust'),
  sewsPartNumbers: async (input, ctx) => returnPartLookup(ctx.plant, input, 'sews'),
  asnNumbers: async (input, ctx) => returnAsnLookup(ctx.plant, input),
  search: async (f, ctx) => {
    const fields = rowFields(ReturnProductsReport.search);
    const where = new Where()
      .add('ra.plant_id = ?', f.plantID)
      .when(f.ASN, 'ra.return_asn_number = ?')
      .when(f.partNumber, `${partColumn(f.partNumberOption)} = ?`);
    const to = f.dateTo as string;
    if (f.reportOption === 'D') {
      where.days('ra.received_at', f.dateFrom, to);
      return reportPage(
        ctx.plant,
        {
          select: only(fields, {
            customerCode: 'ra.customer_id',
            asnNumber: 'ra.return_asn_number',
            boxSerialNumber: 'rb.box_serial_no',
            sewsPartNo: 'rb.sews_part_no',
            custPartNo: 'rb.cust_part_no',
            qty: 'rb.quantity',
            returnDate: 'ra.received_at',
            reShipDate: 'rb.reshipped_at',
          }),
          from: RETURNS,
          where,
          order: ['returnDate', 'asnNumber', 'boxSerialNumber'],
        },
        f,
      );
    }
    const from = windowFrom(returnProductsReport.window('S'), f.dateFrom as string);
    const end = addDays(to, 1);
    where.add('ra.received_at < ?', end);
    const sum = (condition: string) => `coalesce(sum(CASE WHEN ${condition} THEN rb.quantity END), 0)`;
    return reportPage(
      ctx.plant,
      {
        select: only(fields, {
          customerCodeSummary: 'ra.customer_id',
          carryOver: sum('ra.received_at < ? AND (rb.reshipped_at IS NULL OR rb.reshipped_at >= ?)'),
          returned: sum('ra.received_at >= ?'),
          reShipped: sum('rb.reshipped_at >= ? AND rb.reshipped_at < ?'),
        }),
        // In the order of the row's fields: carryOver, returned, reShipped.
        selectParams: [from, from, from, from, end],
        from: RETURNS,
        where,
        groupBy: 'ra.customer_id',
        order: ['customerCodeSummary'],
      },
      f,
    );
  },
};

const returnStatus = { I: 'T', R: 'R', RI: 'I' } as const;

export const returnAsnHandlers: Handlers['ReturnASNReport'] = {
  ...plantHandlers,
  sewsPartNumbers: async (input, ctx) => returnPartLookup(ctx.plant, input, 'sews'),
  custPartNumbers: async (input, ctx) => returnPartLookup(ctx.plant, input, 'cust'),
  asnNumbers: async (input, ctx) => returnAsnLookup(ctx.plant, input),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const where = new Where()
      .add('ra.plant_id = ?', f.plantID)
      .days('ra.ship_date', f.dateFrom, f.dateTo)
      .when(f.ASN, 'ra.return_asn_number = ?')
      .when(f.partNumber, `${partColumn(f.partNumberOption)} = ?`)
      .when(f.inTransitOption === 'ALL' ? undefined : returnStatus[f.inTransitOption], 'ra.status = ?');
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(ReturnASNReport.search), {
          sewsPartNo: 'rb.sews_part_no',
          custPartNumber: detail ? 'rb.cust_part_no' : 'max(rb.cust_part_no)',
          shipDate: 'ra.ship_date',
          asnNumber: 'ra.return_asn_number',
          truckInfo: 'ra.truck_info',
          mfgPlant: 'ra.mfg_plant',
          boxSerialNumber: detail ? 'rb.box_serial_no' : 'NULL',
          qty: detail ? 'rb.quantity' : 'sum(rb.quantity)',
          dateTimeStamp: 'ra.date_time_stamp',
          recivedBy: 'ra.received_by',
          recInspDate: 'ra.rec_insp_date',
          recInsBy: 'ra.rec_ins_by',
        }),
        from: RETURNS,
        where,
        groupBy: detail ? undefined : 'ra.id, rb.sews_part_no',
        order: detail ? ['shipDate', 'asnNumber', 'boxSerialNumber'] : ['shipDate', 'asnNumber', 'sewsPartNo'],
      },
      f,
    );
  },
};
