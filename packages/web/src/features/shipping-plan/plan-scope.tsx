import type { PlanOption } from '@fgss/contracts';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type GridScopeChoice, useLeaveGuard } from '@/kit/master-grid';
import { usePlantChoice } from '@/kit/plant/plant-select';
import type { Translate } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { planOptions } from './options';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The plan a maintenance grid shows (spec 3 section 2.2): plant, option (Shipment or Production),
 * year and month, this month's shipment plan of the current plant to start with. Any change asks
 * the cancel question while the grid has unsaved rows, and gives another grid.
 */
export function usePlanScope(t: Translate) {
  const calls = trpc.shipping.ShipmentPlanMaintenanceMaster;
  const guard = useLeaveGuard();
  const plant = usePlantChoice(calls, { beforeChange: guard.leave });
  const now = new Date();
  const [option, setOption] = useState<PlanOption>('SH');
  const [year, setYear] = useState(String(now.getFullYear()));
  const [month, setMonth] = useState(pad2(now.getMonth() + 1));
  const years = useQuery(calls.years.queryOptions(plant.plantId ? { plantId: plant.plantId } : {}));
  const months = useQuery(calls.months.queryOptions({}));

  const change = (set: (v: string) => void, current: string) => async (next: string | null) => {
    if (!next || next === current || !(await guard.leave())) return;
    set(next);
  };
  const plantId = plant.plantId;
  const also = useMemo(() => (plantId ? { plantId, year, month } : undefined), [plantId, year, month]);
  const select = (
    <Group gap="xs" wrap="nowrap">
      {plant.select}
      <Select
        aria-label={t('planOption')}
        w={150}
        allowDeselect={false}
        data={[
          { value: 'SH', label: t('planShipment') },
          { value: 'PROD', label: t('planProduction') },
        ]}
        value={option}
        onChange={change((v) => setOption(v as PlanOption), option)}
      />
      <Select
        aria-label={t('planYear')}
        w={100}
        allowDeselect={false}
        data={planOptions(years) ?? [year]}
        value={year}
        onChange={change(setYear, year)}
      />
      <Select
        aria-label={t('planMonth')}
        w={100}
        allowDeselect={false}
        data={planOptions(months) ?? [month]}
        value={month}
        onChange={change(setMonth, month)}
      />
    </Group>
  );
  const choice: GridScopeChoice = { ...guard, param: 'option', value: also ? option : null, also, select };
  return { ...choice, option, plantId: plantId ?? '', year: Number(year), month: Number(month) };
}
