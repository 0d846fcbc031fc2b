import { type AnyCall, flattenCalls, registry } from '@fgss/contracts';
import { z } from 'zod';

/** A registry call that loads a grid page: GET with skip/take, replying { data: rows[] }. */
export interface GridList {
  call: AnyCall;
  /** Columns of its rows: the fields an export may ask for. */
  columns: string[];
  /**
   * An export page as the service may answer it: the call's own reply, or its rows as arrays of
   * the fields the gateway asked (EXPORT_FIELDS_HEADER), each value checked as the row's field.
   */
  exportPage: z.ZodType;
}

/** A page of rows as arrays of `fields`, each row checked as `row`'s fields would be. */
function arrayPage(row: z.ZodObject) {
  return z
    .object({
      fields: z.array(z.string()),
      data: z.array(z.array(z.unknown())),
      totalCount: z.number().int().nonnegative().optional(),
    })
    .superRefine((page, ctx) => {
      const shape = row.shape as Record<string, z.ZodType>;
      const unknown = page.fields.find((f) => !Object.hasOwn(shape, f));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['fields'], message: `Unknown field '${unknown}'` });
        return;
      }
      const fields = z.object(Object.fromEntries(page.fields.map((f) => [f, shape[f] as z.ZodType])));
      page.data.forEach((values, i) => {
        const checked =
          values.length === page.fields.length
            ? fields.safeParse(Object.fromEntries(page.fields.map((f, j) => [f, values[j]])))
            : undefined;
        if (!checked?.success)
          ctx.addIssue({ code: 'custom', path: ['data', i], message: 'Row does not match its fields' });
      });
    });
}

function asGridList(call: AnyCall): GridList | null {
  const { input, response } = call;
  if (call.method !== 'GET' || !(input instanceof z.ZodObject) || !(response instanceof z.ZodObject)) return null;
  if (!('skip' in input.shape && 'take' in input.shape)) return null;
  // A grid's data are its rows, or its groups when the load is grouped (gridReply): rows come first.
  const data = response.shape.data instanceof z.ZodUnion ? response.shape.data.options[0] : response.shape.data;
  if (!(data instanceof z.ZodArray) || !(data.element instanceof z.ZodObject)) return null;
  return { call, columns: Object.keys(data.element.shape), exportPage: z.union([arrayPage(data.element), response]) };
}

const all = new Map(flattenCalls(registry).map(({ name, call }) => [name, call]));
const lists = new Map(
  flattenCalls(registry).flatMap(({ name, call }) => {
    const list = asGridList(call);
    return list ? [[name, list] as const] : [];
  }),
);

/** The grid list called `name`, 'unknown' when no call has that name, or 'not-a-list'. */
export function gridList(name: string): GridList | 'unknown' | 'not-a-list' {
  return lists.get(name) ?? (all.has(name) ? 'not-a-list' : 'unknown');
}
