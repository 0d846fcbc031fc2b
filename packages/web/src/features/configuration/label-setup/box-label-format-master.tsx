import { BoxLabelFormat } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { LabelCheck } from './label-check';
import { lookupOptions } from './lookup-options';

/** /BoxLabelFormatMaster: how each box label format prints; the format is chosen from the plant's layouts. */
export default function BoxLabelFormatMaster() {
  const formats = useQuery(trpc.configuration.BoxLabelFormatMaster.getFormatLabels.queryOptions({}));
  return (
    <MasterGrid
      entity={BoxLabelFormat}
      procedures={trpc.configuration.BoxLabelFormatMaster}
      rowAction={(row) => <LabelCheck check={trpc.configuration.BoxLabelFormatMaster.check} row={row} />}
      columns={{ labelFormat: { options: lookupOptions(formats) } }}
    />
  );
}
