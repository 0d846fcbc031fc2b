import { changeLogWindow } from '@fgss/contracts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { dayText, defineReport, type FilterValues, type LookupFilter, ReportScreen } from '@/kit/report';
import { type TextKey, type Translate, useT } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';
import { trpc } from '@/lib/trpc';

const calls = trpc.shipping.ShipmentPlanChangeLog;
const narrowing = ['sewsPartNo', 'customerCode', 'shipToWhse'] as const;

/** A selector of what the plant's log names, narrowed by the other selectors' choices. */
function logLookup<N extends (typeof narrowing)[number]>(
  name: N,
  label: TextKey,
  call: QueryProcedure,
): LookupFilter<N> {
  return {
    kind: 'lookup',
    name,
    label,
    call,
    input: (v: FilterValues) =>
      Object.fromEntries(
        [['plantId', v.plantId], ...narrowing.filter((n) => n !== name).map((n) => [n, v[n]])].filter(([, x]) => x),
      ),
  };
}

function changeLog(t: Translate) {
  return defineReport({
    title: t('planChangeLogTitle'),
    search: calls.list,
    filters: [
      { kind: 'plant', name: 'plantId', label: 'planPlant', plants: calls },
      logLookup('sewsPartNo', 'planSewsPartNo', calls.sewsPartNumbers),
      logLookup('customerCode', 'planCustomerCode', calls.customerCodes),
      logLookup('shipToWhse', 'planShipToWhse', calls.shipToWhse),
      { kind: 'date', name: 'dateFrom', label: 'planDateFrom', initial: 'monthStart' },
      { kind: 'date', name: 'dateTo', label: 'planDateTo', initial: 'today' },
    ],
    query: (v) => ({ from: dayText(v.dateFrom), to: dayText(v.dateTo) }),
    // The service writes the export (its spec shows no path: ShipmentPlanChangeLog/Export).
    fileExport: { file: 'shipping.ShipmentPlanChangeLog.export', fileName: 'Shipment Plan Change Log.xlsx' },
    window: () => changeLogWindow,
    // A log is only read (spec 3: mode label View).
    actions: () => (
      <Text size="sm" fw={600} c="dimmed" data-testid="grid-mode">
        {t('mode')}: {t('modeView')}
      </Text>
    ),
    columns: () => [
      { field: 'changedAt', label: t('planChangedAt'), size: 190 },
      { field: 'action', label: t('planAction'), size: 110 },
      { field: 'option', label: t('planOption'), size: 90 },
      { field: 'sewsPartNo', label: t('planSewsPartNo') },
      { field: 'customerCode', label: t('planCustomerCode'), size: 120 },
      { field: 'shipToWhse', label: t('planShipToWhse'), size: 120 },
      { field: 'changedBy', label: t('planChangedBy'), size: 120 },
      { field: 'oldValues', label: t('planOldValues'), size: 320 },
      { field: 'newValues', label: t('planNewValues'), size: 320 },
    ],
  });
}

/**
 * /ShipmentPlanChangeLog: every insert, update, delete, import and Delete All of a plant's plan
 * rows (who, when, the values before and after), by part, customer, warehouse and a date range
 * of at most one year, and its export.
 */
export default function ShipmentPlanChangeLog() {
  const t = useT();
  const def = useMemo(() => changeLog(t), [t]);
  return <ReportScreen def={def} />;
}
