import { z } from 'zod';
import { defineCall } from '../../call.js';

/** One item of a lookup list of these masters (Destinations are 'code, name' in the spec; the others follow). */
export const lookupItem = z.object({ code: z.string(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;

/** GET {screen}/{what}: a lookup list of a master screen, readable with the screen's read right. */
export function lookupCall<I extends z.ZodObject>(screen: string, what: string, input: I) {
  return defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${screen}/${what}`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'read' },
    input,
    response: z.array(lookupItem),
  });
}
