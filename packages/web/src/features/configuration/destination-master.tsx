import { Destination } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** /DestinationMaster: one primary destination, which cannot be deleted; codes upper-case, set on new rows only. */
export default function DestinationMaster() {
  return <MasterGrid entity={Destination} procedures={trpc.configuration.DestinationMaster} />;
}
