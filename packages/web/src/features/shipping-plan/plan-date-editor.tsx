import { TypedDateInput } from '@/kit/date/typed-date-input';
import type { CellEditorProps } from '@/kit/master-grid';
import { dayText } from '@/kit/report';

/** 'yyyy-MM-dd' as a date of the user's calendar, or null. */
function dayOf(value: unknown): Date | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** A plan date cell: typed in the user's format, kept as 'yyyy-MM-dd' as the plan stores it. */
export function PlanDateEditor({ value, error, commit }: CellEditorProps) {
  return <TypedDateInput value={dayOf(value)} error={error} w={150} onChange={(date) => commit(dayText(date) ?? '')} />;
}
