import { BarcodeRule } from '@fgss/contracts';
import { MasterGrid, useOptionScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from '../label-setup/lookup-options';

/**
 * /BarcodeRuleMaster: what one 2D barcode type carries, item by item. A new rule offers only the
 * items that type does not carry yet.
 */
export default function BarcodeRuleMaster() {
  const calls = trpc.configuration.BarcodeRuleMaster;
  const types = calls.barCodeTypes2D.useQuery({});
  const scope = useOptionScope('barCodeType2D', { label: 'barcodeType2D', options: lookupOptions(types) ?? [] });
  const items = calls.itemDescriptions.useQuery(
    { barCodeType2D: scope.value ?? undefined },
    { enabled: scope.value !== null },
  );
  const fields = calls.dataFormFields.useQuery({});
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
