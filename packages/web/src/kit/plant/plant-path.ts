import type { PlantOption, Registry } from '@fgss/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';

/** 'service.Screen' of every registry node that has plantCalls (Plants and ActivePlant). */
export type PlantPath = {
  [S in keyof Registry & string]: {
    [G in keyof Registry[S] & string]: Registry[S][G] extends { plants: unknown; activePlant: unknown }
      ? `${S}.${G}`
      : never;
  }[keyof Registry[S] & string];
}[keyof Registry & string];

interface PlantHooks {
  plants: { useQuery(input: Record<string, never>): UseQueryResult<PlantOption[], Error> };
  activePlant: { useQuery(input: Record<string, never>): UseQueryResult<string, Error> };
}

/** The Plants and ActivePlant queries of a screen, found on the tRPC proxy by its dotted name. */
export function usePlantQueries(path: PlantPath) {
  const hooks = (path as string)
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc) as PlantHooks;
  return { plants: hooks.plants.useQuery({}), active: hooks.activePlant.useQuery({}) };
}
