import { inventoryReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { chosenPart, partFilters, plant, reportOption, summaryOrDetail } from './filters';

const report = defineReport({
  title: inventoryReport.title,
  search: trpc.report.InventoryReport.search,
  filters: [
    plant(trpc.report.InventoryReport),
    {
      kind: 'select',
      name: 'location',
      label: 'location',
      options: { call: trpc.report.InventoryReport.locations, input: (v) => ({ plantID: v.plantID }) },
      clearable: true,
    },
    ...partFilters('partNumberReport', {
      C: trpc.report.InventoryReport.custumerNumbers,
      S: trpc.report.InventoryReport.sewNumbers,
    }),
    reportOption,
  ],
  query: (v) => ({ partNumber: chosenPart(v) }),
  columns: (v) => reportColumns(inventoryReport.row, inventoryReport.columns[summaryOrDetail(v.reportOption)]),
});

/** /InventoryReport: the boxes in stock by location, per part or per box. */
export default function InventoryReport() {
  return <ReportScreen def={report} />;
}
