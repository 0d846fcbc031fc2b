import { labelPrintedReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { dates, plant } from './filters';

const report = defineReport({
  title: labelPrintedReport.title,
  search: trpc.report.LabelPrintedbutnotShippedReport.search,
  filters: [
    plant(trpc.report.LabelPrintedbutnotShippedReport),
    ...dates,
    {
      kind: 'radio',
      name: 'reportOption',
      label: 'type',
      options: [
        { value: 'H', label: 'harness' },
        { value: 'B', label: 'box' },
        { value: 'P', label: 'pallet' },
      ],
      initial: 'H',
    },
  ],
  fileExport: { file: 'report.LabelPrintedbutnotShippedReport.export', fileName: `${labelPrintedReport.title}.xlsx` },
  window: () => labelPrintedReport.window,
  columns: () => reportColumns(labelPrintedReport.row, labelPrintedReport.columns),
});

/** /LabelPrintedbutnotShippedReport: harness, box or pallet labels printed whose goods have not shipped. */
export default function LabelPrintedButNotShippedReport() {
  return <ReportScreen def={report} />;
}
