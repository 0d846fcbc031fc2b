import { inTransitReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { dates, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const inTransit = (v: string | null) => (v === 'R' || v === 'RT' ? v : 'T');

const report = defineReport({
  title: inTransitReport.title,
  search: trpc.report.InTransitReport.search,
  filters: [
    plant(trpc.report.InTransitReport),
    reportOption,
    plantLookup('sewsPartNo', 'sewsPartNo', trpc.report.InTransitReport.sewsPartNumbers),
    plantLookup('ASN', 'asn', trpc.report.InTransitReport.asnNumbers),
    ...dates,
    {
      kind: 'radio',
      name: 'inTransitOption',
      label: 'status',
      options: [
        { value: 'R', label: 'received' },
        { value: 'T', label: 'inTransit' },
        { value: 'RT', label: 'both' },
      ],
      initial: 'T',
    },
  ],
  window: () => inTransitReport.window,
  columns: (v) =>
    reportColumns(
      inTransitReport.row,
      inTransitReport.columnsFor({
        reportOption: summaryOrDetail(v.reportOption),
        inTransitOption: inTransit(v.inTransitOption),
      }),
    ),
});

/** /InTransitReport: boxes shipped to other plants, in transit (default), received or both. */
export default function InTransitReport() {
  return <ReportScreen def={report} />;
}
