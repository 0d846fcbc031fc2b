import { traceSearch, traceSearchInput, traceSheetFields } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { checkAccess } from '../access.js';
import type { Context } from '../context.js';
import { issueLines } from '../errors.js';
import { runTrace } from '../trace.js';
import { traceSheetRows } from './trace-sheet.js';

const fields = new Set<string>(traceSheetFields);

/**
 * The rows of a trace's export (POST /api/export of `report.Trace.search`, its search input as
 * the load options): the trace is run again with the user's token, so the sheet holds what the
 * user may read now, whatever the browser sent. Refusals are TRPCErrors, as the route's others.
 */
export async function traceExportRows(
  loadOptions: Record<string, unknown>,
  columns: readonly { field: string }[],
  ctx: Context,
): Promise<Record<string, unknown>[]> {
  const unknown = columns.find((c) => !fields.has(c.field));
  if (unknown) throw new TRPCError({ code: 'BAD_REQUEST', message: `Unknown column '${unknown.field}' in export` });
  checkAccess(traceSearch.access, ctx, loadOptions);
  const input = traceSearchInput.safeParse(loadOptions);
  if (!input.success) throw new TRPCError({ code: 'BAD_REQUEST', message: issueLines(input.error.issues).join('\n') });
  return traceSheetRows(await runTrace(input.data, ctx));
}
