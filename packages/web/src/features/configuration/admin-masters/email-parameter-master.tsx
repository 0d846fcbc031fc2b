import { EmailParameter } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** /EmailParameterMaster: who is mailed what; the To and Cc lists must hold valid addresses. */
export default function EmailParameterMaster() {
  return <MasterGrid entity={EmailParameter} procedures={trpc.configuration.EmailParameterMaster} />;
}
