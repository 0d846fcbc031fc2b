import { incompleteShipmentReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup } from './filters';

const [partType, custPart, sewsPart] = partFilters('partNumberReport', {
  C: trpc.report.INCOMPLETESHIPMENTREPORT.custPartNumbers,
  S: trpc.report.INCOMPLETESHIPMENTREPORT.sewsNumbers,
});
/** The screen's text boxes take at most 18 characters (spec 3 section 5). */
const maxLength = incompleteShipmentReport.textMax;

const report = defineReport({
  title: incompleteShipmentReport.title,
  search: trpc.report.INCOMPLETESHIPMENTREPORT.search,
  filters: [
    { ...partType, options: [...partType.options].reverse() },
    plant(trpc.report.INCOMPLETESHIPMENTREPORT),
    ...dates,
    { ...plantLookup('ASN', 'asn', trpc.report.INCOMPLETESHIPMENTREPORT.asnNumbers), maxLength },
    { ...custPart, maxLength },
    { ...sewsPart, maxLength },
  ],
  query: (v) => ({ custPartNo: chosenPart(v) }),
  window: () => incompleteShipmentReport.window,
  columns: () => reportColumns(incompleteShipmentReport.row, incompleteShipmentReport.columns),
});

/** /INCOMPLETESHIPMENTREPORT: boxes on ASNs whose truck has not left (loading or reopened). */
export default function IncompleteShipmentReport() {
  return <ReportScreen def={report} />;
}
