import { Carrier } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** /CarrierMaster: one primary carrier, which cannot be deleted; names upper-case, set on new rows only. */
export default function CarrierMaster() {
  return <MasterGrid entity={Carrier} procedures={trpc.configuration.CarrierMaster} />;
}
