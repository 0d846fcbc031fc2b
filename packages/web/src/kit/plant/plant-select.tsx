import type { PlantOption } from '@fgss/contracts';
import { Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useT } from '@/lib/i18n';
import { currentPlant } from './current-plant';
import { optionWidth } from './option-width';
import { type PlantCalls, usePlantQueries } from './plant-calls';

export interface PlantChoice {
  plants: PlantOption[];
  /** The chosen plant id; null until the plants are loaded (or when the server has none). */
  plantId: string | null;
  plant: PlantOption | undefined;
  /** The selector, to put beside a screen's title. */
  select: ReactNode;
  /** Back to the server's active plant (a screen's Clear, spec 2 section 4). */
  resetToActive: () => void;
}

interface Options {
  /** Asked before the plant changes, e.g. to confirm dropping unsaved rows; false keeps the plant. */
  beforeChange?: () => Promise<boolean> | boolean;
  /** How an item reads; 'Id - Value' by default (spec 1 section 1). */
  label?: (p: PlantOption) => string;
  /** The selector is locked (work under way holds the plant). */
  disabled?: boolean;
}

const idValue = (p: PlantOption) => `${p.Id} - ${p.Value}`;

/**
 * The plant selector of a plant screen: the plant of this tab's last choice when the server has
 * it, else the server's active plant, else the first. A choice is remembered as the current plant.
 */
export function usePlantChoice(calls: PlantCalls, options: Options = {}): PlantChoice {
  const t = useT();
  const { plants: plantsQuery, active } = usePlantQueries(calls);
  const plants = plantsQuery.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const has = (id: string | null | undefined) => (id ? plants.some((p) => p.Id === id) : false);
  const fallback = [currentPlant.get(), active.data].find(has) ?? plants[0]?.Id ?? null;
  const plantId = has(chosen) ? chosen : active.isPending ? null : fallback;

  const choose = async (next: string | null) => {
    if (!next || next === plantId) return;
    if (options.beforeChange && !(await options.beforeChange())) return;
    currentPlant.set(next);
    setChosen(next);
  };
  const items = plants.map((p) => ({ value: p.Id, label: (options.label ?? idValue)(p) }));
  const select = (
    <Select
      aria-label={t('plant')}
      placeholder={t('plantCode')}
      {...optionWidth(items.map((i) => i.label))}
      title={items.find((i) => i.value === plantId)?.label}
      allowDeselect={false}
      searchable
      data={items}
      value={plantId}
      onChange={choose}
      disabled={options.disabled}
    />
  );
  const resetToActive = () => {
    const activeId = [active.data].find(has) ?? plants[0]?.Id;
    if (!activeId) return;
    currentPlant.set(activeId);
    setChosen(activeId);
  };
  return { plants, plantId, plant: plants.find((p) => p.Id === plantId), select, resetToActive };
}
