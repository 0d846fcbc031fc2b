import { messages, type ScopeParam } from '@fgss/contracts';
import { Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type TextKey, useT } from '@/lib/i18n';
import { confirm } from '../feedback/confirm';
import type { PlantCalls } from '../plant/plant-calls';
import { usePlantChoice } from '../plant/plant-select';

/**
 * What a scoped master grid is about: the chosen value of one load option (the plant, the
 * parameter option, the printer type) and the selector that changes it. The selector asks the
 * spec's cancel question before a change while the grid has unsaved rows.
 */
export interface GridScopeChoice {
  param: ScopeParam;
  /** null until there is something to choose (the lists are loading): the grid waits. */
  value: string | null;
  /**
   * Further load options of the same choice, sent with every load and export (a plan's plant,
   * year and month beside its option); another value of them is another grid too.
   */
  also?: Record<string, string>;
  /** The selector, beside the grid's title. */
  select: ReactNode;
  /** The grid has unsaved changes (e.g. to disable an upload meanwhile). */
  dirty: boolean;
  /** Told by the grid when it gains or loses unsaved changes. */
  setDirty(dirty: boolean): void;
  /** Asks the cancel question when there are unsaved changes: true when the screen may move on. */
  leave(): Promise<boolean> | boolean;
}

/** The unsaved-changes side of a scope: its dirty flag and the cancel question (for a screen's own selectors too). */
export function useLeaveGuard() {
  const [dirty, setDirty] = useState(false);
  const leave = () => !dirty || confirm(messages.confirmCancel);
  return { dirty, setDirty, leave };
}

/**
 * A plant-scoped grid (load option `plantid`): the plant selector of the screen's Plants and
 * ActivePlant calls, starting from this tab's current plant. `plants` serves plant columns.
 */
export function usePlantScope(calls: PlantCalls) {
  const guard = useLeaveGuard();
  const { plants, plantId, select } = usePlantChoice(calls, { beforeChange: guard.leave });
  const choice: GridScopeChoice = { ...guard, param: 'plantid', value: plantId, select };
  return { ...choice, plants };
}

export interface OptionScope {
  /** The selector's label (also its placeholder), a text of the catalogue. */
  label: TextKey;
  /** The choices, in order; `initial` (or else the first) is chosen to start with. */
  options: { value: string; label: string }[];
  initial?: string;
}

/** A grid scoped by a fixed list (the parameter option, the printer type). */
export function useOptionScope(param: ScopeParam, { label, options, initial }: OptionScope): GridScopeChoice {
  const t = useT();
  const guard = useLeaveGuard();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = options.find((o) => o.value === (chosen ?? initial))?.value ?? options[0]?.value ?? null;
  const choose = async (next: string | null) => {
    if (!next || next === value || !(await guard.leave())) return;
    setChosen(next);
  };
  const select = (
    <Select
      aria-label={t(label)}
      placeholder={t(label)}
      w={240}
      allowDeselect={false}
      data={options}
      value={value}
      onChange={choose}
    />
  );
  return { ...guard, param, value, select };
}
