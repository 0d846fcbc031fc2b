import { col, column, rowShape, text } from './kit.js';
import { reportMessages } from './messages.js';
import { reportScreen } from './report-screen.js';
import type { ReportIssue } from './rules/issues.js';

const SCREEN = 'BoxHarnessReport';

/** One harness of the box searched, or the box of the harness searched. */
const row = {
  id: column(col.int, 'Id'),
  plantId: column(col.text, 'Plant Id'),
  boxSNO: column(col.maybeText, 'Box Serial No'),
  harnessSNO: column(col.text, 'Harness Serial No'),
  mfgDate: column(col.text, 'Mfg Date'),
  shippingDate: column(col.maybeText, 'Shipping Date'),
};

export const boxHarnessReport = {
  title: 'BoxHarnessReport',
  /** The result's columns with their headers. */
  row,
  columns: Object.keys(row) as (keyof typeof row)[],
  /** A harness or a box serial is needed. */
  rules: (f: { harnessSNO?: string; boxSNO?: string }): ReportIssue[] =>
    f.harnessSNO || f.boxSNO ? [] : [{ path: 'harnessSNO', message: reportMessages.serialRequired }],
} as const;

export const BoxHarnessReport = reportScreen(SCREEN, {
  search: {
    /** Max lengths: plant 12, harness 25, box 15 (spec 3 section 5). */
    filters: { plantID: text(12), harnessSNO: text(25), boxSNO: text(15) },
    row: rowShape(row),
    columns: () => boxHarnessReport.columns,
    rules: boxHarnessReport.rules,
  },
});
