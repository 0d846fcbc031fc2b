import { FtpCommand } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** /FTPCommandMaster: the commands of each transfer in sequence (0 to 99); every reader may update. */
export default function FTPCommandMaster() {
  return <MasterGrid entity={FtpCommand} procedures={trpc.configuration.FTPCommandMaster} />;
}
