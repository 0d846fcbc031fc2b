import { inventoryReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { reportColumns } from './columns';
import { chosenPart, partFilters, plant, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: inventoryReport.title,
  search: 'report.InventoryReport.search',
  filters: [
    plant('report.InventoryReport'),
    {
      kind: 'select',
      name: 'location',
      label: 'Location',
      options: { call: 'report.InventoryReport.locations', input: (v) => ({ plantID: v.plantID }) },
      clearable: true,
    },
    ...partFilters('partNumberReport', {
      C: 'report.InventoryReport.custumerNumbers',
      S: 'report.InventoryReport.sewNumbers',
    }),
    reportOption,
  ],
  query: (v) => ({
    plantID: v.plantID,
    location: v.location,
    partNumber: chosenPart(v),
    reportOption: v.reportOption,
    partNumberReport: v.partNumberReport,
  }),
  columns: (v) => reportColumns(inventoryReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /InventoryReport: the boxes in stock by location, per part or per box. */
export default function InventoryReport() {
  return <ReportScreen def={report} />;
}
