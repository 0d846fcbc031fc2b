import type { z } from 'zod';

/**
 * Numbers the spec stores as 0 when left empty (label format darkness, paper feed, serial number
 * length): the entity's insert and update schemas fill them after validation, so the web's batch,
 * the gateway and the services all send and store 0.
 */
export function zeroForNull<E extends { insert: z.ZodType; update: z.ZodType }>(
  entity: E,
  fields: readonly string[],
): E {
  const fill = (row: unknown) => {
    const out = { ...(row as Record<string, unknown>) };
    for (const f of fields) out[f] ??= 0;
    return out;
  };
  return { ...entity, insert: entity.insert.transform(fill), update: entity.update.transform(fill) };
}
