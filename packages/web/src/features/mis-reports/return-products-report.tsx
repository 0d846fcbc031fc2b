import { dateWindows, returnProductsReport } from '@fgss/contracts';
import { defineReport, type FilterDef, type FilterValues, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

/** This report's lookups also say what the typed text is searched in (spec 3 section 7: searchExpr). */
function searchingText<D extends FilterDef>(filter: D): D {
  if (filter.kind !== 'lookup') return filter;
  return { ...filter, input: (v: FilterValues) => ({ ...filter.input?.(v), searchExpr: 'text' }) };
}

const report = defineReport({
  title: returnProductsReport.title,
  search: trpc.report.ReturnProductsReport.search,
  filters: [
    plant(trpc.report.ReturnProductsReport),
    reportOption,
    ...partFilters('partNumberOption', {
      C: trpc.report.ReturnProductsReport.custPartNumbers,
      S: trpc.report.ReturnProductsReport.sewsPartNumbers,
    }).map(searchingText),
    searchingText(plantLookup('ASN', 'asn', trpc.report.ReturnProductsReport.asnNumbers)),
    ...dates,
  ],
  query: (v) => ({ partNumber: chosenPart(v) }),
  fileExport: { file: 'report.ReturnProductsReport.export', fileName: `${returnProductsReport.title}.xlsx` },
  // Summary: up to 364 days from the date typed (the service counts from the 1st of its month); detail 90 days.
  window: (v) =>
    summaryOrDetail(v.reportOption) === 'S' ? dateWindows.returnProductsSummary : dateWindows.returnProductsDetail,
  columns: (v) =>
    reportColumns(returnProductsReport.row, returnProductsReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /ReturnProductsReport: pieces returned by customers and reshipped, per customer or per box. */
export default function ReturnProductsReport() {
  return <ReportScreen def={report} />;
}
