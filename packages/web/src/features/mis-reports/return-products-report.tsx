import { dateWindows, returnProductsReport } from '@fgss/contracts';
import { dayText, defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: returnProductsReport.title,
  search: trpc.report.ReturnProductsReport.search,
  filters: [
    plant(trpc.report.ReturnProductsReport),
    reportOption,
    ...partFilters('partNumberOption', {
      C: trpc.report.ReturnProductsReport.custPartNumbers,
      S: trpc.report.ReturnProductsReport.sewsPartNumbers,
    }),
    plantLookup('ASN', 'asn', trpc.report.ReturnProductsReport.asnNumbers),
    ...dates,
  ],
  query: (v) => ({
    plantID: v.plantID,
    reportOption: v.reportOption,
    partNumberOption: v.partNumberOption,
    partNumber: chosenPart(v),
    ASN: v.ASN,
    dateFrom: dayText(v.dateFrom),
    dateTo: dayText(v.dateTo),
  }),
  // Summary: up to 364 days from the date typed (the service counts from the 1st of its month); detail 90 days.
  window: (v) =>
    summaryOrDetail(v.reportOption) === 'S' ? dateWindows.returnProductsSummary : dateWindows.returnProductsDetail,
  columns: (v) => reportColumns(returnProductsReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /ReturnProductsReport: pieces returned by customers and reshipped, per customer or per box. */
export default function ReturnProductsReport() {
  return <ReportScreen def={report} />;
}
