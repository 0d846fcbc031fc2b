import type { PlantOption } from '@fgss/contracts';
import type { QueryAnswering } from '@/lib/procedures';

/**
 * A screen's Plants and ActivePlant procedures (the contracts' plantCalls), e.g.
 * trpc.configuration.DockMaster. ActivePlant answers the plant id, or on some services a list
 * whose first item has the Id (DeleteReInspectedBox).
 */
export interface PlantCalls {
  plants: QueryAnswering<PlantOption[]>;
  activePlant: {
    useQuery: (input: Record<string, never>) => { data?: string | { Id: string }[]; isPending: boolean };
  };
}

/** The Plants and ActivePlant queries of a screen; the active plant as its id, whatever the reply's shape. */
export function usePlantQueries(calls: PlantCalls) {
  const plants = calls.plants.useQuery({});
  const active = calls.activePlant.useQuery({});
  const data = typeof active.data === 'string' ? active.data : active.data?.[0]?.Id;
  return { plants, active: { isPending: active.isPending, data } };
}
