import {
  addDays,
  MAX_TAKE,
  periodFrom,
  type Registry,
  ReturnASNReport,
  ReturnProductsReport,
  returnProductsReport,
} from '@fgss/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { returnAsn, returnBox } from '../db/schema/history/index.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { reportFile } from './report-file.js';
import { type LookupInput, lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

const ra = alias(returnAsn, 'ra');
const rb = alias(returnBox, 'rb');
const RETURNS = sql`${returnAsn} ra JOIN ${returnBox} rb ON ${rb.returnAsnId} = ${ra.id}`;
const ofPlant = (plantID: string | undefined) => new Where().when(plantID, (p) => sql`${ra.plantId} = ${p}`);
const returnAsnLookup = (db: PlantDb, input: LookupInput) =>
  lookupPage(
    db,
    { value: sql`${ra.returnAsnNumber}`, from: sql`${returnAsn} ra`, where: ofPlant(input.plantID), desc: true },
    input,
  );
const returnPartLookup = (db: PlantDb, input: LookupInput, column: 'sews' | 'cust') =>
  lookupPage(
    db,
    { value: sql`${column === 'cust' ? rb.custPartNo : rb.sewsPartNo}`, from: RETURNS, where: ofPlant(input.plantID) },
    input,
  );
const partColumn = (option: 'C' | 'S') => (option === 'C' ? rb.custPartNo : rb.sewsPartNo);

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
      .add(sql`${ra.plantId} = ${f.plantID}`)
      .when(f.ASN, (asn) => sql`${ra.returnAsnNumber} = ${asn}`)
      .when(f.partNumber, (part) => sql`${partColumn(f.partNumberOption)} = ${part}`);
    const to = f.dateTo as string;
    if (f.reportOption === 'D') {
      where.days(sql`${ra.receivedAt}`, f.dateFrom, to);
      return reportPage(
        ctx.plant,
        {
          select: only(fields, {
            customerCode: sql`${ra.customerId}`,
            asnNumber: sql`${ra.returnAsnNumber}`,
            boxSerialNumber: sql`${rb.boxSerialNo}`,
            sewsPartNo: sql`${rb.sewsPartNo}`,
            custPartNo: sql`${rb.custPartNo}`,
            qty: sql`${rb.quantity}`,
            returnDate: sql`${ra.receivedAt}`,
            reShipDate: sql`${rb.reshippedAt}`,
          }),
          from: RETURNS,
          where,
          order: ['returnDate', 'asnNumber', 'boxSerialNumber'],
        },
        f,
      );
    }
    const from = periodFrom(returnProductsReport.window('S'), f.dateFrom as string);
    const end = addDays(to, 1);
    where.add(sql`${ra.receivedAt} < ${end}`);
    const sum = (condition: SQL) => sql`coalesce(sum(CASE WHEN ${condition} THEN ${rb.quantity} END), 0)`;
    return reportPage(
      ctx.plant,
      {
        select: only(fields, {
          customerCodeSummary: sql`${ra.customerId}`,
          carryOver: sum(
            sql`${ra.receivedAt} < ${from} AND (${rb.reshippedAt} IS NULL OR ${rb.reshippedAt} >= ${from})`,
          ),
          returned: sum(sql`${ra.receivedAt} >= ${from}`),
          reShipped: sum(sql`${rb.reshippedAt} >= ${from} AND ${rb.reshippedAt} < ${end}`),
        }),
        from: RETURNS,
        where,
        groupBy: sql`${ra.customerId}`,
        order: ['customerCodeSummary'],
      },
      f,
    );
  },
  export: async (f, ctx) => {
    const { data } = await returnProductsHandlers.search({ ...f, take: MAX_TAKE }, ctx);
    return reportFile(returnProductsReport.title, returnProductsReport.columns[f.reportOption], data);
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
      .add(sql`${ra.plantId} = ${f.plantID}`)
      .days(sql`${ra.shipDate}`, f.dateFrom, f.dateTo)
      .when(f.ASN, (asn) => sql`${ra.returnAsnNumber} = ${asn}`)
      .when(f.partNumber, (part) => sql`${partColumn(f.partNumberOption)} = ${part}`)
      .when(
        f.inTransitOption === 'ALL' ? undefined : returnStatus[f.inTransitOption],
        (st) => sql`${ra.status} = ${st}`,
      );
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(ReturnASNReport.search), {
          sewsPartNo: sql`${rb.sewsPartNo}`,
          custPartNumber: detail ? sql`${rb.custPartNo}` : sql`max(${rb.custPartNo})`,
          shipDate: sql`${ra.shipDate}`,
          asnNumber: sql`${ra.returnAsnNumber}`,
          truckInfo: sql`${ra.truckInfo}`,
          mfgPlant: sql`${ra.mfgPlant}`,
          boxSerialNumber: detail ? sql`${rb.boxSerialNo}` : sql`NULL`,
          qty: detail ? sql`${rb.quantity}` : sql`sum(${rb.quantity})`,
          dateTimeStamp: sql`${ra.dateTimeStamp}`,
          recivedBy: sql`${ra.receivedBy}`,
          recInspDate: sql`${ra.recInspDate}`,
          recInsBy: sql`${ra.recInsBy}`,
        }),
        from: RETURNS,
        where,
        groupBy: detail ? undefined : sql`${ra.id}, ${rb.sewsPartNo}`,
        order: detail ? ['shipDate', 'asnNumber', 'boxSerialNumber'] : ['shipDate', 'asnNumber', 'sewsPartNo'],
      },
      f,
    );
  },
};
