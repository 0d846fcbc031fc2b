import { WarehouseAddress } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from './lookup-options';

/** /WarehouseAddressMaster: the address of each warehouse; the warehouse is fixed once saved. */
export default function WarehouseAddressMaster() {
  const warehouses = trpc.configuration.WarehouseAddressMaster.warehouses.useQuery({});
  return (
    <MasterGrid
      entity={WarehouseAddress}
      procedures={trpc.configuration.WarehouseAddressMaster}
      columns={{ warehouse: { options: lookupOptions(warehouses) } }}
    />
  );
}
