import { CustomerHarnessLabelFormat } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from '../label-setup/lookup-options';

/**
 * /CustomerHrnLblFormatMst: the label id, barcode and traceability of a harness label format per
 * customer group; the group's select also takes a group the plant has no customer of yet.
 */
export default function CustomerHarnessLabelFormatMaster() {
  const calls = trpc.configuration.CustomerHrnLblFormatMst;
  const formats = useQuery(calls.harnessLabelFormats.queryOptions({}));
  const groups = useQuery(calls.custGroups.queryOptions({}));
  const barcodes = useQuery(calls.barCodeTypes.queryOptions({}));
  const flags = useQuery(calls.tracebilityFlags.queryOptions({}));
  return (
    <MasterGrid
      entity={CustomerHarnessLabelFormat}
      procedures={calls}
      columns={{
        harnessLabelFormat: { options: lookupOptions(formats, (f) => `${f.code} - ${f.name}`) },
        custGroup: { options: lookupOptions(groups), creatable: true },
        barCodeType: { options: lookupOptions(barcodes) },
        tracebilityFlag: { options: lookupOptions(flags, (f) => `${f.code} - ${f.name}`) },
      }}
    />
  );
}
