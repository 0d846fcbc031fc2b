import type { ReportColumn } from '@/kit/report';
import { reportColumnLabels } from './column-labels';

/**
 * The contract's column set of a report (its spec order) as grid columns with their headers; the
 * report's row must have every one of them.
 */
export function reportColumns<K extends string, Row extends Record<K, unknown> = Record<K, unknown>>(
  fields: readonly K[],
  own: { [F in K]?: Partial<ReportColumn<Row>> } = {},
): ReportColumn<Row>[] {
  return fields.map((field) => ({ field, label: reportColumnLabels[field] ?? field, ...own[field] }));
}
