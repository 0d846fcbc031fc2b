import { receiptReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: receiptReport.title,
  search: trpc.report.ReceiptReport.search,
  filters: [
    reportOption,
    ...partFilters('partNumberOption', {
      C: trpc.report.ReceiptReport.custPartNumbers,
      S: trpc.report.ReceiptReport.sewsNumbers,
    }),
    plant(trpc.report.ReceiptReport),
    ...dates,
    plantLookup('ASN', 'asn', trpc.report.ReceiptReport.asnNumbers),
  ],
  query: (v) => ({ partNumber: chosenPart(v) }),
  window: () => receiptReport.window,
  columns: (v) => reportColumns(receiptReport.row, receiptReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /ReceiptReport: ASNs from other plants received here, per ASN and part or per box. */
export default function ReceiptReport() {
  return <ReportScreen def={report} />;
}
