import { Location } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** /LocationMaster: one default location, which cannot be deleted; codes upper-case, set on new rows only. */
export default function LocationMaster() {
  return <MasterGrid entity={Location} procedures={trpc.configuration.LocationMaster} />;
}
