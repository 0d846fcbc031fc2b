import { PART_SEARCH, partRulesMessages, partSearch } from '@fgss/contracts';
import { TRPCClientError } from '@trpc/client';
import type { PartPage } from './part-lookup';

type Query = (
  input: {
    plantid: string;
    skip: number;
    take: number;
    requireTotalCount: true;
    searchValue?: string;
    searchExpr?: string;
  },
  opts: { signal: AbortSignal },
) => Promise<PartPage>;

/** The spec's message for a SEWS part list that could not be had (spec 1 section 8). */
function failure(error: unknown): Error {
  const unreachable =
    !(error instanceof TRPCClientError) ||
    !(error.data as { code?: string } | undefined)?.code ||
    (error.data as { code?: string }).code === 'GATEWAY_TIMEOUT';
  return new Error(unreachable ? partRulesMessages.partsUnreachable : partRulesMessages.partsFailed);
}

/**
 * One page of a SEWS part list, asked for at most 5000 ms; a failure is the spec's message of
 * why the list could not be had, never the network's own words.
 */
export async function askParts<I>(
  query: (input: I, opts: { signal: AbortSignal }) => Promise<PartPage>,
  input: I,
): Promise<PartPage> {
  try {
    return await query(input, { signal: AbortSignal.timeout(PART_SEARCH.timeoutMs) });
  } catch (error) {
    throw failure(error);
  }
}

/**
 * The FORD alert SEWS part search: the list's size decides the rule (partSearch): above 30
 * parts, only the first 3000 matches of the first two segments are offered. Each request waits
 * at most 5000 ms.
 */
export function sewsPartSearch(query: Query, plantid: string | null) {
  let itemCount: number | undefined;
  const ask = (input: Parameters<Query>[0]) => askParts(query, input);
  return async (q: { skip: number; take: number; searchValue: string }): Promise<PartPage> => {
    if (!plantid) throw new Error(partRulesMessages.noSessionForParts);
    itemCount ??= (await ask({ plantid, skip: 0, take: 0, requireTotalCount: true })).totalCount ?? 0;
    const rule = partSearch(q.searchValue, itemCount);
    const cap = rule.take ?? Number.POSITIVE_INFINITY;
    if (q.skip >= cap) return { data: [], totalCount: cap };
    const page = await ask({
      plantid,
      skip: q.skip,
      take: Math.min(q.take, cap - q.skip),
      requireTotalCount: true,
      searchValue: rule.searchValue || undefined,
      searchExpr: 'sewS_PART_NO',
    });
    return { data: page.data, totalCount: Math.min(page.totalCount ?? 0, cap) };
  };
}
