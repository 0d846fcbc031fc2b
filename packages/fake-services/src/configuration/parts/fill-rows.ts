import type { gridHandlers } from '../../grid/handlers.js';
import type { HandlerContext } from '../../http/handlers.js';

/**
 * A master grid's handlers whose inserted and updated rows are first checked and completed
 * against the plant's data (e.g. part numbers looked up from the XREF), which the generic store
 * cannot do: `fill` sees the database, returns the fields to change, and may throw a 400 for a
 * row that cannot be saved.
 */
export function fillingRows<Row extends Record<string, unknown>, Ins extends Partial<Row>, Upd extends Partial<Row>>(
  handlers: ReturnType<typeof gridHandlers<Row, Ins, Upd>>,
  fill: (row: Partial<Row>, ctx: HandlerContext) => Partial<Row>,
): ReturnType<typeof gridHandlers<Row, Ins, Upd>> {
  const all = <R extends Partial<Row>>(rows: R[], ctx: HandlerContext): R[] =>
    rows.map((row) => ({ ...row, ...fill(row, ctx) }));
  return {
    ...handlers,
    insert: (rows, ctx) => handlers.insert(all(rows, ctx), ctx),
    update: (rows, ctx) => handlers.update(all(rows, ctx), ctx),
  };
}
