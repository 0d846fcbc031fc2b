import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The screens built so far, by permission key (= route without '/'). A menu entry whose key is
 * not here opens the "not available in this version" page. Each screen is its own lazy chunk.
 */
export const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  SystemParameters: lazy(() => import('./configuration/system-parameters')),
  LocationMaster: lazy(() => import('./configuration/location-master')),
  CarrierMaster: lazy(() => import('./configuration/carrier-master')),
  DestinationMaster: lazy(() => import('./configuration/destination-master')),
};
