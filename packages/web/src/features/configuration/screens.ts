import { Carrier, Destination, Location } from '@fgss/contracts';
import { lazy } from 'react';
import { masterScreen } from '@/kit/master-grid/master-screen';
import { trpc } from '@/lib/trpc';
import type { ScreenMap } from '../screen-map';

/** The system parameters and the location, carrier and destination masters (spec 1 section 3). */
export const configurationScreens: ScreenMap = {
  SystemParameters: lazy(() => import('./system-parameters')),
  /** One default location, which cannot be deleted; codes upper-case, set on new rows only. */
  LocationMaster: masterScreen(Location, trpc.configuration.LocationMaster),
  /** One primary carrier, which cannot be deleted; names upper-case, set on new rows only. */
  CarrierMaster: masterScreen(Carrier, trpc.configuration.CarrierMaster),
  /** One primary destination, which cannot be deleted; codes upper-case, set on new rows only. */
  DestinationMaster: masterScreen(Destination, trpc.configuration.DestinationMaster),
};
