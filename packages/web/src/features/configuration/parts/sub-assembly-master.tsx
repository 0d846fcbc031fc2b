import { SubAssembly } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

const asOptions = (
  list: { Id: string; Value: string }[] | undefined,
  label = (o: { Id: string; Value: string }) => o.Value,
) => (list ?? []).map((o) => ({ value: o.Id, label: label(o) }));

/** /SubAssemblyMaster: plant, type and product label from the server's lists; plant and part set on new rows only. */
export default function SubAssemblyMaster() {
  const lookups = trpc.configuration.SubAssemblyMaster;
  const plants = useQuery(lookups.plants.queryOptions({}));
  const types = useQuery(lookups.types.queryOptions({}));
  const labels = useQuery(lookups.productLabels.queryOptions({}));
  return (
    <MasterGrid
      entity={SubAssembly}
      procedures={trpc.configuration.SubAssemblyMaster}
      columns={{
        plantId: { options: asOptions(plants.data, (p) => `${p.Id} - ${p.Value}`) },
        type: { options: asOptions(types.data) },
        productLabel: { options: asOptions(labels.data, (l) => l.Id) },
      }}
    />
  );
}
