import { BarcodeRule } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid, useOptionScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from '../label-setup/lookup-options';

/**
 * /BarcodeRuleMaster: what one 2D barcode type carries, item by item. A new rule offers only the
 * items that type does not carry yet.
 */
export default function BarcodeRuleMaster() {
  const calls = trpc.configuration.BarcodeRuleMaster;
  const types = useQuery(calls.barCodeTypes2D.queryOptions({}));
  const scope = useOptionScope('barCodeType2D', { label: 'barcodeType2D', options: lookupOptions(types) ?? [] });
  const items = useQuery(
    calls.itemDescriptions.queryOptions({ barCodeType2D: scope.value ?? undefined }, { enabled: scope.value !== null }),
  );
  const fields = useQuery(calls.dataFormFields.queryOptions({}));
  return (
    <MasterGrid
      entity={BarcodeRule}
      procedures={calls}
      scope={scope}
      exportTitle="Bar Code Rule Master"
      columns={{
        itemDesc: { options: lookupOptions(items), size: 240 },
        dataFormField: { options: lookupOptions(fields), size: 240 },
      }}
    />
  );
}
