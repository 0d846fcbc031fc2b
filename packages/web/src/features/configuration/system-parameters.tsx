import { parameterOptions, SystemParameter } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid, useOptionScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** Spec 1 section 3: the plant column belongs to the Inventory parameters only. */
const INVENTORY = 'Inventory';
/** If the option lookup fails the screen goes on with the known options (spec 1 section 8). */
const fallbackOptions = parameterOptions.map((o) => ({ Id: o, Value: o }));

/** /SystemParameters (Parameter Master): the parameters of one option at a time. */
export default function SystemParameters() {
  const calls = trpc.configuration.SystemParameters;
  const lookup = useQuery(calls.options.queryOptions({}));
  const options = lookup.isError ? fallbackOptions : (lookup.data ?? []);
  const scope = useOptionScope('option', {
    label: 'option',
    options: options.map((o) => ({ value: o.Id, label: o.Value })),
  });
  const option = options.find((o) => o.Id === scope.value);
  return (
    <MasterGrid
      entity={SystemParameter}
      procedures={calls}
      scope={scope}
      columns={{ mfG_PLANT: { hidden: option?.Value !== INVENTORY } }}
    />
  );
}
