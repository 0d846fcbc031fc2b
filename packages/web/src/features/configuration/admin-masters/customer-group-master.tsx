import { CUSTOMER_GROUP_OPTIONS, CustomerGroup } from '@fgss/contracts';
import { MasterGrid, useOptionScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

const options = CUSTOMER_GROUP_OPTIONS.map((o) => ({ value: o, label: o }));

/** /GROUPMASTER: the customer groups of the Standard or the Inventory option; every reader may update. */
export default function CustomerGroupMaster() {
  const scope = useOptionScope('option', { label: 'option', options });
  return (
    <MasterGrid
      entity={CustomerGroup}
      procedures={trpc.configuration.CustomerGroupMaster}
      scope={scope}
      exportTitle="CustGroupMaster"
    />
  );
}
