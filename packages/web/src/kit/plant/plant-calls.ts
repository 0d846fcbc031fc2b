import type { PlantOption } from '@fgss/contracts';
import type { QueryAnswering } from '@/lib/procedures';

/** A screen's Plants and ActivePlant procedures (the contracts' plantCalls), e.g. trpc.configuration.DockMaster. */
export interface PlantCalls {
  plants: QueryAnswering<PlantOption[]>;
  activePlant: QueryAnswering<string>;
}

/** The Plants and ActivePlant queries of a screen. */
export function usePlantQueries(calls: PlantCalls) {
  return { plants: calls.plants.useQuery({}), active: calls.activePlant.useQuery({}) };
}
