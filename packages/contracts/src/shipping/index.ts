import { ShipmentPlanChangeLog } from './change-log.js';
import { ShipmentPlanCheckMaster } from './plan-check.js';
import { ShipmentPlanMaintenanceMaster } from './plan-maintenance.js';
import { ShipmentPlanProgressReport } from './progress-report.js';

export * from './change-log.js';
export * from './lookups.js';
export * from './messages.js';
export * from './plan-check.js';
export * from './plan-maintenance.js';
export * from './progress-report.js';

/** The shipping plan screens (spec 3 section 2.2). */
export const shipping = {
  ShipmentPlanCheckMaster,
  ShipmentPlanMaintenanceMaster,
  ShipmentPlanProgressReport,
  ShipmentPlanChangeLog,
};
