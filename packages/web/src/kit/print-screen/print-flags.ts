import type { Check, RuleContext } from '@fgss/contracts';
import type { PanelField } from './print-form';

/** Where a flag's message shows: beside a panel input, or above the grid (no row, no customer). */
export type FlagPlace = PanelField | 'row' | 'customer';

/** The contracts' flag names for each place; screens name their flags after what they check. */
const places: Record<string, FlagPlace> = {
  labelSelected: 'row',
  rowSelected: 'row',
  customer: 'customer',
  quantityInBox: 'quantityInBox',
  numberOfLabels: 'labels',
  labelQty: 'labels',
  labels: 'labels',
  copies: 'copies',
  productionDate: 'productionDate',
  shippingDate: 'productionDate',
  speed: 'speed',
  printer: 'printer',
  extraInput: 'extraInput',
  productionLine: 'productionLine',
  productionLot: 'productionLot',
  lotNo: 'lotNo',
};

export interface PanelValidity {
  /** Print is enabled only when every flag of the screen's rules is true. */
  ready: boolean;
  /** The message of each failing flag, by where it shows. */
  messages: Partial<Record<FlagPlace, string>>;
}

/**
 * Runs every validity flag of a screen's print request (the contracts' rules, the same the
 * gateway and the service run) and places each failing flag's message on the panel.
 */
export function panelValidity<R>(
  checks: Record<string, Check<R>>,
  request: Partial<R>,
  ctx: RuleContext,
): PanelValidity {
  const messages: Partial<Record<FlagPlace, string>> = {};
  let ready = true;
  for (const [flag, check] of Object.entries(checks)) {
    const message = check(request, ctx);
    if (message === null) continue;
    ready = false;
    const place = places[flag] ?? 'row';
    messages[place] ??= message;
  }
  return { ready, messages };
}
