import { Destination } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';

/** /DestinationMaster: one primary destination, which cannot be deleted; codes upper-case, set on new rows only. */
export default function DestinationMaster() {
  return <MasterGrid entity={Destination} procedures="configuration.DestinationMaster" />;
}
