import { shipmentReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: shipmentReport.title,
  search: trpc.report.ShipmentReport.search,
  filters: [
    plant(trpc.report.ShipmentReport),
    reportOption,
    ...partFilters('partNumberOption', {
      C: trpc.report.ShipmentReport.custPartNumbers,
      S: trpc.report.ShipmentReport.sewsNumbers,
    }),
    plantLookup('ASN', 'asn', trpc.report.ShipmentReport.asnNumbers),
    ...dates,
  ],
  query: (v) => ({ custPartNo: chosenPart(v) }),
  window: () => shipmentReport.window,
  columns: (v) => reportColumns(shipmentReport.row, shipmentReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /ShipmentReport: what left the plant under ASNs in a date window, per part or per box. */
export default function ShipmentReport() {
  return <ReportScreen def={report} />;
}
