import { BoxLabelFormat } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from './lookup-options';

/** /BoxLabelFormatMaster: how each box label format prints; the format is chosen from the plant's layouts. */
export default function BoxLabelFormatMaster() {
  const formats = trpc.configuration.BoxLabelFormatMaster.getFormatLabels.useQuery({});
  return (
    <MasterGrid
      entity={BoxLabelFormat}
      procedures={trpc.configuration.BoxLabelFormatMaster}
      columns={{ labelFormat: { options: lookupOptions(formats) } }}
    />
  );
}
