import { HarnessLabelFormat } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { LabelCheck } from './label-check';
import { lookupOptions } from './lookup-options';

/** /HarnessLabelFormatMaster: how each harness label format prints for a customer group. */
export default function HarnessLabelFormatMaster() {
  const calls = trpc.configuration.HarnessLabelFormatMaster;
  const formats = useQuery(calls.getFormatLabels.queryOptions({}));
  const groups = useQuery(calls.getCustGroups.queryOptions({}));
  const barcodes = useQuery(calls.getBarCodeTypes.queryOptions({}));
  return (
    <MasterGrid
      entity={HarnessLabelFormat}
      procedures={trpc.configuration.HarnessLabelFormatMaster}
      rowAction={(row) => <LabelCheck check={calls.check} row={row} />}
      columns={{
        labelFormat: { options: lookupOptions(formats) },
        custGroup: { options: lookupOptions(groups) },
        barcodeType: { options: lookupOptions(barcodes) },
      }}
    />
  );
}
