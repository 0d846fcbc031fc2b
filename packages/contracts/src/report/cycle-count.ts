import { col, column, dateRange, plantID, reportOption, rowShape, text } from './kit.js';
import { datedReport, reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';

const SCREEN = 'CycleCountReport';

/**
 * Summary: per start day, the counts and the boxes found correct, written down, written up,
 * received or shipped meanwhile. Detail: one counted box with its result in those columns (1/0).
 */
const row = {
  cycStartDate: column(col.text, 'Cycle Start Date'),
  noOfCycCount: column(col.maybeInt, 'No. of Cycle Counts'),
  cycleCountId: column(col.maybeText, 'Cycle Count Id'),
  location: column(col.maybeText, 'Location'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
  sewsPartNo: column(col.maybeText, 'SEWS Part No'),
  sewsDesignLevel: column(col.maybeText, 'SEWS Design Level'),
  expectedQty: column(col.maybeInt, 'Expected Qty'),
  countedQty: column(col.maybeInt, 'Counted Qty'),
  correct: column(col.int, 'Correct'),
  writeDown: column(col.int, 'Write Down'),
  writeUp: column(col.int, 'Write Up'),
  received: column(col.int, 'Received'),
  shipped: column(col.int, 'Shipped'),
};

const results = ['correct', 'writeDown', 'writeUp', 'received', 'shipped'] as const;

export const cycleCountReport = datedReport({
  title: 'cycleCountReport',
  /** The result's columns with their headers. */
  row,
  window: dateWindows.cycleCount,
  columns: {
    S: ['cycStartDate', 'noOfCycCount', ...results],
    D: [
      'cycStartDate',
      'cycleCountId',
      'location',
      'boxSerialNumber',
      'sewsPartNo',
      'sewsDesignLevel',
      'expectedQty',
      'countedQty',
      ...results,
    ],
  },
});

export const CycleCountReport = reportScreen(SCREEN, {
  search: {
    filters: { plantID, reportOption, ...dateRange, cycleCountId: text(30) },
    row: rowShape(row),
    columns: (f) => cycleCountReport.columns[f.reportOption],
    rules: cycleCountReport.rules,
  },
});
