import { WarehouseAddress } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from './lookup-options';

/** /WarehouseAddressMaster: the address of each warehouse; the warehouse is fixed once saved. */
export default function WarehouseAddressMaster() {
  const warehouses = useQuery(trpc.configuration.WarehouseAddressMaster.warehouses.queryOptions({}));
  return (
    <MasterGrid
      entity={WarehouseAddress}
      procedures={trpc.configuration.WarehouseAddressMaster}
      columns={{ warehouse: { options: lookupOptions(warehouses) } }}
    />
  );
}
