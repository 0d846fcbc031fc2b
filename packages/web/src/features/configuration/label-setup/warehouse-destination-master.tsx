import { WarehouseDestination } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from './lookup-options';

/**
 * /WarehouseDestinationMaster: the destinations each warehouse ships to, both chosen from their
 * masters and fixed once saved. A 401 ends the session through the app's one handler (query-client.ts).
 */
export default function WarehouseDestinationMaster() {
  const calls = trpc.configuration.WarehouseDestinationMaster;
  const warehouses = useQuery(calls.warehouses.queryOptions({}));
  const destinations = useQuery(calls.destinations.queryOptions({}));
  return (
    <MasterGrid
      entity={WarehouseDestination}
      procedures={trpc.configuration.WarehouseDestinationMaster}
      columns={{
        warehouse: { options: lookupOptions(warehouses) },
        destination: { options: lookupOptions(destinations) },
      }}
    />
  );
}
