import { inTransitReport } from '@fgss/contracts';
import { dayText, defineReport, ReportScreen } from '@/kit/report';
import { reportColumns } from './columns';
import { dates, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const inTransit = (v: string | null) => (v === 'R' || v === 'RT' ? v : 'T');

const report = defineReport({
  title: inTransitReport.title,
  search: 'report.InTransitReport.search',
  filters: [
    plant('report.InTransitReport'),
    reportOption,
    plantLookup('sewsPartNo', 'SEWS Part No', 'report.InTransitReport.sewsPartNumbers'),
    plantLookup('ASN', 'ASN', 'report.InTransitReport.asnNumbers'),
    ...dates,
    {
      kind: 'radio',
      name: 'inTransitOption',
      label: 'Status',
      options: [
        { value: 'R', label: 'Received' },
        { value: 'T', label: 'In Transit' },
        { value: 'RT', label: 'Both' },
      ],
      initial: 'T',
    },
  ],
  query: (v) => ({
    plantID: v.plantID,
    reportOption: v.reportOption,
    sewsPartNo: v.sewsPartNo,
    ASN: v.ASN,
    dateFrom: dayText(v.dateFrom),
    dateTo: dayText(v.dateTo),
    inTransitOption: v.inTransitOption,
  }),
  window: () => inTransitReport.window,
  columns: (v) =>
    reportColumns(
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
