import { boxHarnessReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { plant } from './filters';

const report = defineReport({
  title: 'Box / Harness Report',
  exportTitle: boxHarnessReport.title,
  search: trpc.report.BoxHarnessReport.search,
  filters: [
    plant(trpc.report.BoxHarnessReport),
    { kind: 'text', name: 'harnessSNO', label: 'harnessSerialNo', maxLength: 25, upper: true, w: 240 },
    { kind: 'text', name: 'boxSNO', label: 'boxSerialNo', maxLength: 15, upper: true },
  ],
  columns: () => reportColumns(boxHarnessReport.row, boxHarnessReport.columns),
});

/** /BoxHarnessReport: the harnesses of a box, or the box of a harness. */
export default function BoxHarnessReport() {
  return <ReportScreen def={report} />;
}
