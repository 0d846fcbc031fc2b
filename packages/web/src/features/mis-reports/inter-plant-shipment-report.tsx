import { interPlantReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, dates, partFilters, plant, plantLookup } from './filters';

const [partType, custPart, sewsPart] = partFilters('partNumberOption', {
  C: trpc.report.INTERPLANTSHIPMENTREPORT.custPartNumbers,
  S: trpc.report.INTERPLANTSHIPMENTREPORT.sewsNumbers,
});

const report = defineReport({
  title: interPlantReport.title,
  search: trpc.report.INTERPLANTSHIPMENTREPORT.search,
  filters: [
    partType,
    plant(trpc.report.INTERPLANTSHIPMENTREPORT),
    ...dates,
    plantLookup('ASN', 'asn', trpc.report.INTERPLANTSHIPMENTREPORT.asnNumbers),
    custPart,
    sewsPart,
  ],
  query: (v) => ({ partNumber: chosenPart(v) }),
  window: () => interPlantReport.window,
  columns: () => reportColumns(interPlantReport.row, interPlantReport.columns),
});

/** /INTERPLANTSHIPMENTREPORT: boxes shipped to other plants, with their receipt there. */
export default function InterPlantShipmentReport() {
  return <ReportScreen def={report} />;
}
