import { PrintJobRow, printJobStates } from '@fgss/contracts';
import { dayText, defineReport, type ReportColumn, ReportScreen } from '@/kit/report';
import type { TextKey } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { JOB_STATE_TEXTS } from './job-state-texts';
import { JobActions } from './print-history-actions';
import type { Job } from './print-history-job';
import { reasonLabels } from './print-history-reprint';

/** The columns of codes, shown in words. */
const codeTexts: Partial<Record<string, Readonly<Record<string, TextKey>>>> = {
  state: JOB_STATE_TEXTS,
  reprintReason: reasonLabels,
};

const report = defineReport({
  title: 'Print History',
  search: trpc.demand.PrintHistory.list,
  filters: [
    { kind: 'date', name: 'dateFrom', label: 'from', initial: null },
    { kind: 'date', name: 'dateTo', label: 'to', initial: null },
    { kind: 'text', name: 'printerName', label: 'printer', maxLength: 30, upper: true },
    { kind: 'text', name: 'userId', label: 'user', maxLength: 50 },
    {
      kind: 'select',
      name: 'state',
      label: 'state',
      options: printJobStates.map((s) => ({ value: s, label: JOB_STATE_TEXTS[s] })),
      clearable: true,
    },
    { kind: 'text', name: 'serial', label: 'serialNo', maxLength: 30, upper: true },
  ],
  query: (v) => ({
    dateFrom: dayText(v.dateFrom),
    dateTo: dayText(v.dateTo),
    printerName: v.printerName,
    userId: v.userId,
    state: v.state,
    serial: v.serial,
  }),
  columns: () =>
    PrintJobRow.columns
      .filter((field) => field !== 'sewsDesignLevel')
      .map((field): ReportColumn<Job> => ({ field, label: PrintJobRow.fields[field].label, texts: codeTexts[field] })),
  pickOne: true,
  toolbar: ({ picked }) => <JobActions job={picked} />,
});

/** /PrintHistory: every print job, found by date, printer, user, state or a serial it holds. */
export default function PrintHistory() {
  return <ReportScreen def={report} />;
}
