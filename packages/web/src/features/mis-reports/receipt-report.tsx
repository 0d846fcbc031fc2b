import { receiptReport } from '@fgss/contracts';
import { dayText, defineReport, ReportScreen } from '@/kit/report';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: receiptReport.title,
  search: 'report.ReceiptReport.search',
  filters: [
    reportOption,
    ...partFilters('partNumberOption', {
      C: 'report.ReceiptReport.custPartNumbers',
      S: 'report.ReceiptReport.sewsNumbers',
    }),
    plant('report.ReceiptReport'),
    ...dates,
    plantLookup('ASN', 'ASN', 'report.ReceiptReport.asnNumbers'),
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
  window: () => receiptReport.window,
  columns: (v) => reportColumns(receiptReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /ReceiptReport: ASNs from other plants received here, per ASN and part or per box. */
export default function ReceiptReport() {
  return <ReportScreen def={report} />;
}
