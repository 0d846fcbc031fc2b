import { z } from 'zod';
import { defineCall, type ServiceName } from './call.js';

/** A plant of the server, shown as 'Id - Value' (spec 1 section 1); Identifier is the label code. */
export const plantOption = z.object({ Id: z.string(), Value: z.string(), Identifier: z.string() });
export type PlantOption = z.infer<typeof plantOption>;

/**
 * {Screen}/Plants and {Screen}/ActivePlant, which most plant screens of every service have: the
 * plants for the selector and the one to preselect ('' when the server has none). `pathPrefix`
 * is the service's path where it differs from the permission key of the screen.
 */
export function plantCalls(service: ServiceName, module: string, screen: string, pathPrefix = screen) {
  const access = { kind: 'screen', module, screen, action: 'read' } as const;
  return {
    plants: defineCall({
      service,
      method: 'GET',
      path: `${pathPrefix}/Plants`,
      access,
      input: z.object({}),
      response: z.array(plantOption),
    }),
    activePlant: defineCall({
      service,
      method: 'GET',
      path: `${pathPrefix}/ActivePlant`,
      access,
      input: z.object({}),
      response: z.string(),
    }),
  };
}
