import type { PlantOption } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { type QueryAnswering, queryOptionsOf } from '@/lib/procedures';

/**
 * A screen's Plants and ActivePlant procedures (the contracts' plantCalls), e.g.
 * trpc.configuration.DockMaster. ActivePlant answers the plant id, or on some services a list
 * whose first item has the Id (DeleteReInspectedBox).
 */
export interface PlantCalls {
  plants: QueryAnswering<PlantOption[]>;
  activePlant: QueryAnswering<string> | QueryAnswering<{ Id: string }[]>;
}

/** The Plants and ActivePlant queries of a screen; the active plant as its id, whatever the reply's shape. */
export function usePlantQueries(calls: PlantCalls) {
  const plants = useQuery(calls.plants.queryOptions({}));
  const active = useQuery(queryOptionsOf(calls.activePlant as QueryAnswering<string | { Id: string }[]>, {}));
  const data = typeof active.data === 'string' ? active.data : active.data?.[0]?.Id;
  return { plants, active: { isPending: active.isPending, data } };
}
