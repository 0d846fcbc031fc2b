import { z } from 'zod';
import { plantCalls } from '../plants.js';
import { col, dateRange, plantID, REPORT_MODULE, reportLookup, reportOption, reportSearch, text } from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'InTransitReport';

/** T in transit (default), R received, RT both (spec 3 section 7: 'R and/or T'). */
export const inTransitOption = z.enum(['T', 'R', 'RT']).default('T');

/** Inter-plant boxes on their way to (or received at) another plant. */
const row = {
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  backKanbanNumber: col.maybeText,
  shipDate: col.maybeText,
  rcvDate: col.maybeText,
  asnNumber: col.text,
  asnOriginPlant: col.text,
  asnDeliverTo: col.text,
  truckInfo: col.maybeText,
  mfgPlant: col.text,
  masterLabelSerialNumber: col.maybeText,
  palletNumber: col.maybeText,
  boxSerialNumber: col.maybeText,
  qty: col.int,
};

const summary = [
  'sewsPartNo',
  'sewsDesignLevel',
  'shipDate',
  'rcvDate',
  'asnNumber',
  'asnOriginPlant',
  'asnDeliverTo',
  'truckInfo',
  'mfgPlant',
  'qty',
] as const;
const detail = [
  'sewsPartNo',
  'sewsDesignLevel',
  'backKanbanNumber',
  'shipDate',
  'rcvDate',
  'asnNumber',
  'asnOriginPlant',
  'asnDeliverTo',
  'truckInfo',
  'mfgPlant',
  'masterLabelSerialNumber',
  'palletNumber',
  'boxSerialNumber',
  'qty',
] as const;

export const inTransitReport = {
  title: 'In Transit Report',
  window: dateWindows.inTransit,
  columns: { S: summary, D: detail },
  /** The columns of a search: without rcvDate while only boxes in transit are listed. */
  columnsFor: (f: { reportOption: 'S' | 'D'; inTransitOption: 'T' | 'R' | 'RT' }) =>
    (f.reportOption === 'S' ? summary : detail).filter((c) => c !== 'rcvDate' || f.inTransitOption !== 'T'),
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.inTransit),
} as const;

const scope = { plantID: text(12) };

export const InTransitReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  asnNumbers: reportLookup(SCREEN, `${SCREEN}/ASNNumbers`, scope),
  sewsPartNumbers: reportLookup(SCREEN, `${SCREEN}/SEWSPartNumbers`, scope),
  search: reportSearch(SCREEN, SCREEN, {
    filters: { plantID, reportOption, sewsPartNo: text(40), ASN: text(30), ...dateRange, inTransitOption },
    row,
    columns: inTransitReport.columnsFor,
    rules: inTransitReport.rules,
  }),
};
