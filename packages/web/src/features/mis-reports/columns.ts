import type { LabelledColumn } from '@fgss/contracts';
import type { ReportColumn } from '@/kit/report';

/**
 * The contract's column set of a report (its spec order) as grid columns with the headers its
 * row carries; the report's row must have every one of them.
 */
export function reportColumns<K extends string, Row extends Record<K, unknown> = Record<K, unknown>>(
  row: Readonly<Record<K, LabelledColumn>>,
  fields: readonly K[],
  own: { [F in K]?: Partial<ReportColumn<Row>> } = {},
): ReportColumn<Row>[] {
  return fields.map((field) => ({ field, label: row[field].label, ...own[field] }));
}
