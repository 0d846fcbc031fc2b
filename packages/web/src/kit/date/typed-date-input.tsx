import { MIN_DATE } from '@fgss/contracts';
import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDateFormat, useT } from '@/lib/i18n';
import { formatDate } from './format-date';
// With the date inputs, not in the first load.
import '@mantine/dates/styles.css';
import { parseTypedDate } from './typed-date';

interface TypedDateInputProps {
  label?: ReactNode;
  /** The field's name where no label is shown (a grid cell). */
  'aria-label'?: string;
  value: Date | null;
  /** Called with each valid date (or null when cleared); invalid text keeps the last valid value. */
  onChange: (value: Date | null) => void;
  /** Told whether the typed text is a valid date, so a screen can hold its action until it is. */
  onValidityChange?: (valid: boolean) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  w?: number | string;
  /** The first and last days the calendar offers (2000-01-01 at the earliest). */
  minDate?: Date;
  maxDate?: Date;
  /** A note under the field (the period a report actually searches). */
  description?: ReactNode;
}

const earliest = dayjs(MIN_DATE).toDate();
const sameDay = (a: Date | null, b: Date | null) => (a && b ? dayjs(a).isSame(b, 'day') : a === b);

/**
 * A date field that takes typed dates (spec 1 section 5) in the user's order, with a calendar
 * for those who prefer to pick. The text is read when the field is left or Enter is pressed.
 */
export function TypedDateInput({
  label,
  'aria-label': ariaLabel,
  value,
  onChange,
  onValidityChange,
  error,
  required,
  disabled,
  w,
  minDate,
  maxDate,
  description,
}: TypedDateInputProps) {
  const userFormat = useDateFormat();
  const t = useT();
  const [text, setText] = useState(() => formatDate(value, userFormat));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const committed = useRef(value);

  // A value set from outside (a reset, a loaded record) replaces whatever was typed.
  useEffect(() => {
    if (sameDay(value, committed.current)) return;
    committed.current = value;
    setText(formatDate(value, userFormat));
    setTypedError(null);
  }, [value, userFormat]);

  const commit = (next: Date | null, problem: string | null) => {
    setTypedError(problem);
    onValidityChange?.(problem === null);
    if (problem) return;
    setText(formatDate(next, userFormat));
    if (!sameDay(next, committed.current)) {
      committed.current = next;
      onChange(next);
    }
  };

  const readText = () => {
    const typed = parseTypedDate(text, userFormat);
    commit(typed.value, typed.error && t(typed.error));
  };

  return (
    // No popup roles on the text box (a textbox may not be aria-expanded); the calendar button opens it.
    <Popover
      opened={calendarOpen}
      onChange={setCalendarOpen}
      position="bottom-start"
      shadow="md"
      trapFocus
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          label={label}
          aria-label={ariaLabel}
          value={text}
          placeholder={userFormat}
          description={description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required={required}
          disabled={disabled}
          w={w}
          error={typedError ?? error}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={readText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') readText();
          }}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              onClick={() => setCalendarOpen((o) => !o)}
              aria-label={t('openCalendar')}
            >
              <IconCalendar size={18} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={value}
          defaultDate={value ?? undefined}
          minDate={minDate && minDate > earliest ? minDate : earliest}
          maxDate={maxDate}
          onChange={(picked) => {
            commit(picked, null);
            setCalendarOpen(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
