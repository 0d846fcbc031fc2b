import { plantCalls } from '../plants.js';
import { col, dateRange, plantID, REPORT_MODULE, reportOption, reportSearch, text } from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'CycleCountReport';

/**
 * Summary: per start day, the counts and the boxes found correct, written down, written up,
 * received or shipped meanwhile. Detail: one counted box with its result in those columns (1/0).
 */
const row = {
  cycStartDate: col.text,
  noOfCycCount: col.maybeInt,
  cycleCountId: col.maybeText,
  location: col.maybeText,
  boxSerialNumber: col.maybeText,
  sewsPartNo: col.maybeText,
  sewsDesignLevel: col.maybeText,
  expectedQty: col.maybeInt,
  countedQty: col.maybeInt,
  correct: col.int,
  writeDown: col.int,
  writeUp: col.int,
  received: col.int,
  shipped: col.int,
};

const results = ['correct', 'writeDown', 'writeUp', 'received', 'shipped'] as const;

export const cycleCountReport = {
  title: 'cycleCountReport',
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
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.cycleCount),
} as const;

export const CycleCountReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  search: reportSearch(SCREEN, SCREEN, {
    filters: { plantID, reportOption, ...dateRange, cycleCountId: text(30) },
    row,
    columns: (f) => cycleCountReport.columns[f.reportOption],
    rules: cycleCountReport.rules,
  }),
};
