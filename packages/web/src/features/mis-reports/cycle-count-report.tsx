import { cycleCountReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { dates, plant, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: 'Cycle Count Report',
  exportTitle: cycleCountReport.title,
  search: trpc.report.CycleCountReport.search,
  filters: [
    reportOption,
    plant(trpc.report.CycleCountReport),
    ...dates,
    { kind: 'text', name: 'cycleCountId', label: 'cycleCountId', maxLength: 30, upper: true },
  ],
  window: () => cycleCountReport.window,
  columns: (v) => reportColumns(cycleCountReport.row, cycleCountReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /CycleCountReport: cycle counts by start day, or each counted box with its result. */
export default function CycleCountReport() {
  return <ReportScreen def={report} />;
}
