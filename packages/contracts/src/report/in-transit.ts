import { z } from 'zod';
import { col, column, dateRange, plantID, reportOption, rowShape, text } from './kit.js';
import { datedReport, reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';

const SCREEN = 'InTransitReport';

/** T in transit (default), R received, RT both (spec 3 section 7: 'R and/or T'). */
export const inTransitOption = z.enum(['T', 'R', 'RT']).default('T');

/** Inter-plant boxes on their way to (or received at) another plant. */
const row = {
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  backKanbanNumber: column(col.maybeText, 'Back Kanban No'),
  shipDate: column(col.maybeText, 'Ship Date'),
  rcvDate: column(col.maybeText, 'Received Date'),
  asnNumber: column(col.text, 'ASN Number'),
  asnOriginPlant: column(col.text, 'ASN Origin Plant'),
  asnDeliverTo: column(col.text, 'ASN Deliver To'),
  truckInfo: column(col.maybeText, 'Truck Info'),
  mfgPlant: column(col.text, 'Mfg Plant'),
  masterLabelSerialNumber: column(col.maybeText, 'Master Label Serial No'),
  palletNumber: column(col.maybeText, 'Pallet Number'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
  qty: column(col.int, 'Qty'),
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

export const inTransitReport = datedReport({
  title: 'In Transit Report',
  /** The result's columns with their headers. */
  row,
  window: dateWindows.inTransit,
  columns: { S: summary, D: detail },
  /** The columns of a search: without rcvDate while only boxes in transit are listed. */
  columnsFor: (f: { reportOption: 'S' | 'D'; inTransitOption: 'T' | 'R' | 'RT' }) =>
    (f.reportOption === 'S' ? summary : detail).filter((c) => c !== 'rcvDate' || f.inTransitOption !== 'T'),
});

export const InTransitReport = reportScreen(SCREEN, {
  lookups: { asnNumbers: 'ASNNumbers', sewsPartNumbers: 'SEWSPartNumbers' },
  search: {
    filters: { plantID, reportOption, sewsPartNo: text(40), ASN: text(30), ...dateRange, inTransitOption },
    row: rowShape(row),
    columns: inTransitReport.columnsFor,
    rules: inTransitReport.rules,
  },
});
