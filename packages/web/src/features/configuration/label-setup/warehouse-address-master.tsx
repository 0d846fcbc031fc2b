import { WarehouseAddress } from '@fgss/contracts';
import { trpc } from '../../../app/trpc';
import { MasterGrid } from '../../../kit/master-grid';
import { lookupOptions } from './lookup-options';

/** /WarehouseAddressMaster: the address of each warehouse; the warehouse is fixed once saved. */
export default function WarehouseAddressMaster() {
  const warehouses = trpc.configuration.WarehouseAddressMaster.warehouses.useQuery({});
  return (
    <MasterGrid
      entity={WarehouseAddress}
      procedures="configuration.WarehouseAddressMaster"
      columns={{ warehouse: { options: lookupOptions(warehouses) } }}
    />
  );
}
