import { PlanCheck, PlanRow } from '@fgss/contracts';
import { planChecks, planRows } from '../db/schema/shipping-plan/index.js';
import { GridStore } from '../grid/store.js';

export const planCheckStore = new GridStore(PlanCheck, planChecks);
export const planRowStore = new GridStore(PlanRow, planRows);
