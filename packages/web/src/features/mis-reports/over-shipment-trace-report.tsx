import { overShipmentReport } from '@fgss/contracts';
import type { CSSProperties } from 'react';
import { defineReport, type ReportRowOf, ReportScreen, type TextFilter } from '@/kit/report';
import type { TextKey } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';
import { plant } from './filters';
import { OverShipmentDetails } from './over-shipment-details';

/** Text boxes of this screen hold at most 18 characters (spec 3 section 5). */
const text = <N extends string>(name: N, label: TextKey): TextFilter<N> => ({
  kind: 'text',
  name,
  label,
  maxLength: 18,
  upper: true,
  w: 170,
});

/** Shipped and remaining read by the sign of remaining: over-shipped, just shipped, still open. */
const bySign = (row: { remaining: number }): CSSProperties => ({
  fontWeight: 600,
  color:
    row.remaining < 0
      ? 'var(--mantine-color-red-7)'
      : row.remaining === 0
        ? 'var(--mantine-color-green-7)'
        : 'var(--mantine-color-blue-7)',
});

const SEARCH = trpc.report.OverShipmentTraceReport.search;

const report = defineReport({
  title: 'Over Shipment Trace Report',
  exportTitle: overShipmentReport.title,
  search: SEARCH,
  filters: [
    plant(trpc.report.OverShipmentTraceReport),
    {
      kind: 'select',
      name: 'month',
      label: 'month',
      options: { call: trpc.report.OverShipmentTraceReport.months },
      initial: 'currentMonth',
      w: 120,
    },
    {
      kind: 'select',
      name: 'year',
      label: 'year',
      options: { call: trpc.report.OverShipmentTraceReport.years, input: (v) => ({ plantID: v.plantID }) },
      initial: 'currentYear',
      w: 120,
    },
    text('partNumber', 'sewsPartNo'),
    text('custGroup', 'customerGroup'),
    text('custCode', 'customerCode'),
    text('wharehouse', 'warehouse'),
  ],
  columns: () =>
    reportColumns<(typeof overShipmentReport.columns)[number], ReportRowOf<typeof SEARCH>>(
      overShipmentReport.row,
      overShipmentReport.columns,
      {
        shipped: { style: bySign },
        remaining: { style: bySign },
      },
    ),
  detail: (row, v) => <OverShipmentDetails row={row} plantID={v.plantID} year={v.year} month={v.month} />,
});

/** /OverShipmentTraceReport: the month's shipment plans against what shipped; a row opens onto its ASNs. */
export default function OverShipmentTraceReport() {
  return <ReportScreen def={report} />;
}
