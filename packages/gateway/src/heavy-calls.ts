import { flattenCalls, heavyWorkMessages, registry } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { Admission } from './request-budget.js';

/**
 * Calls whose work at the services is heavy: a label format's Check (about 1.5 s of CPU to lay
 * out, render and scan), a label's Preview, Print Center's snapshot (every printer asked).
 */
const HEAVY = /^(configuration\.\w+LabelFormatMaster\.check|demand\.\w+\.preview|demand\.PrintCenter\.snapshot)$/;

export const heavyProcedures: ReadonlySet<string> = new Set(
  flattenCalls(registry)
    .map(({ name }) => name)
    .filter((name) => HEAVY.test(name)),
);

/** Heavy calls one request may hold: a screen asks one or two at a time. */
export const MAX_HEAVY_PER_REQUEST = 4;

type Budget = (calls: { path: string; input: unknown }[], user: string | null) => Promise<Admission>;

/**
 * A request's heavy calls weigh on its admission before its rows do: more than
 * MAX_HEAVY_PER_REQUEST in one request are refused outright with what the limit is (one batch of
 * 32 Checks was 48 s of the plant's CPU, queued at once). The services draw labels off their event
 * loop, one at a time per user, and refuse beyond their queue with Retry-After.
 */
export function withHeavyCalls(rows: Budget): Budget {
  return async (calls, user) => {
    const heavy = calls.filter(({ path }) => heavyProcedures.has(path)).length;
    if (heavy > MAX_HEAVY_PER_REQUEST)
      return {
        refusal: new TRPCError({
          code: 'BAD_REQUEST',
          message: heavyWorkMessages.tooManyInRequest(String(MAX_HEAVY_PER_REQUEST), String(heavy)),
        }),
      };
    return rows(calls, user);
  };
}
