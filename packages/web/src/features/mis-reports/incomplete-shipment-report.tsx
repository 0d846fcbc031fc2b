import { incompleteShipmentReport } from '@fgss/contracts';
import { dayText, defineReport, ReportScreen } from '@/kit/report';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup } from './filters';

const [partType, custPart, sewsPart] = partFilters('partNumberReport', {
  C: 'report.INCOMPLETESHIPMENTREPORT.custPartNumbers',
  S: 'report.INCOMPLETESHIPMENTREPORT.sewsNumbers',
});

const report = defineReport({
  title: incompleteShipmentReport.title,
  search: 'report.INCOMPLETESHIPMENTREPORT.search',
  filters: [
    { ...partType, options: [...partType.options].reverse() },
    plant('report.INCOMPLETESHIPMENTREPORT'),
    ...dates,
    plantLookup('ASN', 'ASN', 'report.INCOMPLETESHIPMENTREPORT.asnNumbers'),
    custPart,
    sewsPart,
  ],
  query: (v) => ({
    plantID: v.plantID,
    partNumberReport: v.partNumberReport,
    custPartNo: chosenPart(v),
    ASN: v.ASN,
    dateFrom: dayText(v.dateFrom),
    dateTo: dayText(v.dateTo),
  }),
  window: () => incompleteShipmentReport.window,
  columns: () => reportColumns(incompleteShipmentReport.columns),
});

/** /INCOMPLETESHIPMENTREPORT: boxes on ASNs whose truck has not left (loading or reopened). */
export default function IncompleteShipmentReport() {
  return <ReportScreen def={report} />;
}
