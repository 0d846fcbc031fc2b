import { TypedDateInput } from '../date/typed-date-input';
import { dayDate, dayText } from '../report/report-state';
import type { CellEditorProps } from './columns';

/**
 * A date cell kept as 'yyyy-MM-dd' (as plans and calendars store it), typed and shown in the
 * user's format; `minDate` is the first day its calendar offers.
 */
export function DayCellEditor({ label, value, error, commit, minDate }: CellEditorProps & { minDate?: Date }) {
  return (
    <TypedDateInput
      aria-label={label}
      value={typeof value === 'string' ? dayDate(value) : null}
      error={error}
      w={150}
      minDate={minDate}
      onChange={(date) => commit(dayText(date) ?? '')}
    />
  );
}
