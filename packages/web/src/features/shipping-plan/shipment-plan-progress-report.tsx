import { PROGRESS_FREQUENCY, PROGRESS_STATUS, PROGRESS_TYPE, progressWindow } from '@fgss/contracts';
import { useMemo } from 'react';
import { exportStamp } from '@/kit/export/download-file';
import { compactInput, dayText, defineExportForm, ExportForm, type FilterValues } from '@/kit/report';
import { type Translate, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { ProgressChart } from './progress-chart';

const calls = trpc.shipping.ShipmentPlanProgressReport;
const code = (n: number) => String(n);
const daily = (v: FilterValues) => v.frequency === code(PROGRESS_FREQUENCY.daily);

/** What the report is of, for the export and the chart alike. */
const reportFilter = (v: FilterValues & { dateFrom: Date | null; dateTo: Date | null }) => ({
  plantId: v.plantId,
  sewsPartNo: v.sewsPartNo,
  customerCode: v.customerCode,
  shipToWhse: v.shipToWhse,
  status: v.status,
  frequency: v.frequency,
  ...(daily(v) ? { from: dayText(v.dateFrom), to: dayText(v.dateTo) } : { year: v.year, month: v.month }),
});

/**
 * The export form of spec 3 section 2.2.1: Shipped is always daily (frequency disabled), Produced
 * chooses the frequency; daily takes a date range under 31 days, weekly and monthly a year and
 * month. The workbook is the progress report or the plan error report.
 */
function progressForm(t: Translate) {
  return defineExportForm({
    title: t('planProgressTitle'),
    filters: [
      { kind: 'plant', name: 'plantId', label: 'planPlant', plants: calls },
      { kind: 'text', name: 'sewsPartNo', label: 'planSewsPartNo', maxLength: 18, upper: true },
      { kind: 'text', name: 'customerCode', label: 'planCustomerCode', maxLength: 4, upper: true, w: 140 },
      { kind: 'text', name: 'shipToWhse', label: 'planShipToWhse', maxLength: 5, upper: true, w: 140 },
      {
        kind: 'radio',
        name: 'status',
        label: 'planStatus',
        options: [
          { value: code(PROGRESS_STATUS.shipped), label: 'planShipped' },
          { value: code(PROGRESS_STATUS.produced), label: 'planProduced' },
        ],
        initial: code(PROGRESS_STATUS.shipped),
        // Shipped forces Daily; Produced starts from it.
        resets: ['frequency'],
      },
      {
        kind: 'radio',
        name: 'frequency',
        label: 'planFrequency',
        options: [
          { value: code(PROGRESS_FREQUENCY.daily), label: 'planDaily' },
          { value: code(PROGRESS_FREQUENCY.weekly), label: 'planWeekly' },
          { value: code(PROGRESS_FREQUENCY.monthly), label: 'planMonthly' },
        ],
        initial: code(PROGRESS_FREQUENCY.daily),
        disabled: (v) => v.status === code(PROGRESS_STATUS.shipped),
      },
      {
        kind: 'radio',
        name: 'type',
        label: 'planType',
        options: [
          { value: code(PROGRESS_TYPE.progress), label: 'planProgressReport' },
          { value: code(PROGRESS_TYPE.planError), label: 'planErrorReport' },
        ],
        initial: code(PROGRESS_TYPE.progress),
      },
      { kind: 'date', name: 'dateFrom', label: 'planDateFrom', initial: 'monthStart', disabled: (v) => !daily(v) },
      { kind: 'date', name: 'dateTo', label: 'planDateTo', initial: 'today', disabled: (v) => !daily(v) },
      {
        kind: 'select',
        name: 'year',
        label: 'planYear',
        options: { call: calls.years, input: (v) => (v.plantId ? { plantId: v.plantId } : {}) },
        initial: 'currentYear',
        disabled: daily,
        w: 120,
      },
      {
        kind: 'select',
        name: 'month',
        label: 'planMonth',
        options: { call: calls.months },
        initial: 'currentMonth',
        disabled: daily,
        w: 120,
      },
    ],
    window: (v) => (daily(v) ? progressWindow : undefined),
    // The service writes the progress report or the plan error report, in the user's language.
    export: (v) => ({
      file: 'shipping.ShipmentPlanProgressReport.export',
      input: { ...reportFilter(v), type: v.type, ...exportStamp() },
      fileName:
        v.type === code(PROGRESS_TYPE.planError)
          ? 'Shipment Plan Error Report.xlsx'
          : 'Shipment Plan Progress Report.xlsx',
    }),
    beside: (v, ready) => <ProgressChart input={ready ? compactInput(reportFilter(v)) : null} />,
  });
}

/** /ShipmentPlanProgressReport: the plan against what the plant shipped or produced, as a workbook and a chart. */
export default function ShipmentPlanProgressReport() {
  const t = useT();
  // One definition per language: the kit keeps its filter state across renders of the same one.
  const def = useMemo(() => progressForm(t), [t]);
  return <ExportForm def={def} />;
}
