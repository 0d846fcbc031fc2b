import { interPlantReport } from '@fgss/contracts';
import { dayText, defineReport, ReportScreen } from '@/kit/report';
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
  query: (v) => ({
    plantID: v.plantID,
    partNumberOption: v.partNumberOption,
    partNumber: chosenPart(v),
    ASN: v.ASN,
    dateFrom: dayText(v.dateFrom),
    dateTo: dayText(v.dateTo),
  }),
  window: () => interPlantReport.window,
  columns: () => reportColumns(interPlantReport.columns),
});

/** /INTERPLANTSHIPMENTREPORT: boxes shipped to other plants, with their receipt there. */
export default function InterPlantShipmentReport() {
  return <ReportScreen def={report} />;
}
