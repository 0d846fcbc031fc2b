import type { PlanCheckRow } from '@fgss/contracts';

type CheckInput = Partial<PlanCheckRow>;

/**
 * A row that does not adhere keeps no adherence type. The warehouse and the type are lookups the
 * store checks (shipToWarehouses, adherenceTypes), and an adhering row's type is required (the entity).
 */
export function checkedPlanChecks<R extends CheckInput>(rows: R[]): R[] {
  return rows.map((r) => (r.adhere ? r : { ...r, adherecetype: null }));
}
