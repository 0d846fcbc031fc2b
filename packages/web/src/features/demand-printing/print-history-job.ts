import type { ReportRowOf } from '@/kit/report';
import type { trpc } from '@/lib/trpc';

/** One job of Print History, as its grid lists it. */
export type Job = ReportRowOf<typeof trpc.demand.PrintHistory.list>;
