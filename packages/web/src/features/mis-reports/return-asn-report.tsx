import { returnAsnReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: returnAsnReport.title,
  search: trpc.report.ReturnASNReport.search,
  filters: [
    reportOption,
    ...partFilters('partNumberOption', {
      C: trpc.report.ReturnASNReport.custPartNumbers,
      S: trpc.report.ReturnASNReport.sewsPartNumbers,
    }),
    {
      kind: 'radio',
      name: 'inTransitOption',
      label: 'status',
      options: [
        { value: 'ALL', label: 'all' },
        { value: 'I', label: 'inTransit' },
        { value: 'R', label: 'received' },
        { value: 'RI', label: 'reinspected' },
      ],
      initial: 'ALL',
    },
    plant(trpc.report.ReturnASNReport),
    plantLookup('ASN', 'asn', trpc.report.ReturnASNReport.asnNumbers),
    ...dates,
  ],
  query: (v) => ({ partNumber: chosenPart(v) }),
  window: () => returnAsnReport.window,
  columns: (v) => reportColumns(returnAsnReport.row, returnAsnReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /ReturnASNReport: ASNs of returned goods, in transit, received or re-inspected. */
export default function ReturnAsnReport() {
  return <ReportScreen def={report} />;
}
