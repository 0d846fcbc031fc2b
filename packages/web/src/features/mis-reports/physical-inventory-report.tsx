import { physicalInventoryReport } from '@fgss/contracts';
import { defineReport, ReportScreen } from '@/kit/report';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { plant } from './filters';

const report = defineReport({
  title: physicalInventoryReport.title,
  search: trpc.report.PhysicalInventoryReport.search,
  filters: [
    {
      kind: 'radio',
      name: 'type',
      label: 'inventory',
      options: [
        { value: 'PRE', label: 'pre' },
        { value: 'POST', label: 'post' },
      ],
      initial: 'PRE',
      resets: ['phyId'],
    },
    {
      kind: 'radio',
      name: 'invOption',
      label: 'inventoryOption',
      options: [
        { value: 'A', label: 'active' },
        { value: 'L', label: 'lost' },
        { value: 'F', label: 'found' },
        { value: 'ALL', label: 'all' },
      ],
      initial: 'ALL',
    },
    { ...plant(trpc.report.PhysicalInventoryReport), resets: ['phyId'] },
    {
      kind: 'select',
      name: 'year',
      label: 'year',
      options: { call: trpc.report.PhysicalInventoryReport.years, input: (v) => ({ plantID: v.plantID }) },
      initial: 'currentYear',
      resets: ['phyId'],
      w: 120,
    },
    {
      kind: 'select',
      name: 'month',
      label: 'month',
      options: { call: trpc.report.PhysicalInventoryReport.months },
      initial: 'currentMonth',
      resets: ['phyId'],
      w: 120,
    },
    {
      kind: 'lookup',
      name: 'phyId',
      label: 'phyId',
      call: trpc.report.PhysicalInventoryReport.phys,
      input: (v) => ({ plantID: v.plantID, year: v.year, month: v.month, type: v.type }),
    },
  ],
  columns: () => reportColumns(physicalInventoryReport.row, physicalInventoryReport.columns),
});

/** /PhysicalInventoryReport: the boxes of a month's physical inventory, before or after it. */
export default function PhysicalInventoryReport() {
  return <ReportScreen def={report} />;
}
