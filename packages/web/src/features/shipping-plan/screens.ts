import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

/** The shipping plan screens (spec 3 section 2.2, module ShippingPlan). */
export const shippingPlanScreens: ScreenMap = {
  ShipmentPlanCheckMaster: lazy(() => import('./shipment-plan-check-master')),
  ShipmentPlanMaintenanceMaster: lazy(() => import('./shipment-plan-maintenance-master')),
  ShipmentPlanProgressReport: lazy(() => import('./shipment-plan-progress-report')),
  ShipmentPlanChangeLog: lazy(() => import('./shipment-plan-change-log')),
};
