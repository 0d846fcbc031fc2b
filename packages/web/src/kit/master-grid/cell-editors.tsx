import { Autocomplete, Checkbox, Select, TextInput, Tooltip } from '@mantine/core';
import {
  type ChangeEvent,
  type KeyboardEvent,
  memo,
  type ReactElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTooLong } from '../form/too-long';

/** How long typing pauses before a draft is looked up. */
const DRAFT_PAUSE_MS = 300;

/** A cell's message wraps to the cell's width instead of being cut off. */
const messageStyles = { error: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

/**
 * A cell's message in full above its editor while the pointer is on it or it has the focus (under
 * the editor is the cell's own message, which it would cover). A cell without a message draws no
 * tooltip (one in every cell weighed on drawing a big grid).
 */
function WithMessage({ error, children }: { error?: string; children: ReactElement }) {
  if (!error) return children;
  return (
    <Tooltip
      label={error}
      color="red"
      multiline
      maw={320}
      position="top-start"
      events={{ hover: true, focus: true, touch: true }}
    >
      {children}
    </Tooltip>
  );
}

interface TextCellEditorProps {
  label: string;
  value: unknown;
  upper?: boolean;
  max?: number;
  error?: string;
  onCommit(value: string): void;
  /** Called with the text a moment after typing pauses, before it is committed (a lookup's fill). */
  onDraft?(value: string): void;
}

/**
 * A text cell of the batch grid. Typing stays local and is committed on leaving the cell (or
 * Enter), as the batch edit mode does, so a keystroke never re-renders the whole grid. Upper-case
 * fields are upper-cased while typing, keeping the caret where it was.
 */
export function TextCellEditor({ label, value, upper, max, error: refused, onCommit, onDraft }: TextCellEditorProps) {
  const saved = value == null ? '' : String(value);
  const [text, setText] = useState(saved);
  // A value over the limit is kept whole and told once committed (told while typing, the input
  // would become Mantine's and lose a scanner's next characters); the save refuses it the same way.
  const tooLong = useTooLong();
  const error = refused || tooLong(label, saved, max);
  useEffect(() => setText(saved), [saved]);
  const draftRef = useRef(onDraft);
  draftRef.current = onDraft;
  useEffect(() => {
    if (!draftRef.current || text === saved) return;
    const timer = setTimeout(() => draftRef.current?.(text), DRAFT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, saved]);
  const inputProps = {
    'aria-label': label,
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const input = e.currentTarget;
      if (upper) {
        const caret = input.selectionStart;
        input.value = input.value.toUpperCase();
        input.setSelectionRange(caret, caret);
      }
      setText(input.value);
    },
    onBlur: () => {
      if (text !== saved) onCommit(text);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') e.currentTarget.blur();
    },
  };
  // A cell without a message is a plain input drawn like Mantine's (grid.css): a grid at page size
  // All draws hundreds, and Mantine's input wrapper was most of the time to draw them.
  if (!error) return <input type="text" className="grid-cell-input" {...inputProps} />;
  return (
    <WithMessage error={error}>
      <TextInput size="xs" error={error} styles={messageStyles} {...inputProps} />
    </WithMessage>
  );
}

interface BoolCellEditorProps {
  label: string;
  value: unknown;
  error?: string;
  onCommit(value: boolean): void;
}

/**
 * A flag cell: one click toggles it (e.g. moving the primary row), committed at once. Without a
 * message it is a plain checkbox drawn as Mantine's xs one (grid.css): Mantine's is seven elements,
 * and the XREF grids show nine flags a row.
 */
export function BoolCellEditor({ label, value, error, onCommit }: BoolCellEditorProps) {
  if (!error)
    return (
      <input
        type="checkbox"
        className="grid-cell-check mantine-focus-auto"
        aria-label={label}
        checked={value === true}
        onChange={(e) => onCommit(e.currentTarget.checked)}
      />
    );
  return (
    <WithMessage error={error}>
      <Checkbox
        size="xs"
        aria-label={label}
        checked={value === true}
        error={error}
        styles={messageStyles}
        onChange={(e) => onCommit(e.currentTarget.checked)}
      />
    </WithMessage>
  );
}

/** A flag shown read-only: a click does not change it. */
export const BoolCell = memo(function BoolCell({ label, value }: { label: string; value: unknown }) {
  return (
    <input
      type="checkbox"
      className="grid-cell-check"
      aria-label={label}
      aria-readonly
      checked={value === true}
      readOnly
      tabIndex={-1}
      onClick={(e) => e.preventDefault()}
    />
  );
});

interface SelectCellEditorProps {
  label: string;
  value: unknown;
  options: { value: string; label: string }[];
  error?: string;
  onCommit(value: string | null): void;
}

/**
 * A list cell's editor before its first focus: a plain input showing the cell's text, drawn as
 * Mantine's is (grid.css). Mantine's select and autocomplete keep their option lists in the page
 * while closed, so a page of rows drew every list of every cell (624 of the 1,380 elements of the
 * Customer Harness Format Master). Focused, the stand-in makes way for the real editor, which takes
 * the focus, caret and selection it had (a click or Tab opens the list as the real one's would).
 */
function useStandIn(label: string, text: string, className: string) {
  const [live, setLive] = useState(false);
  // Kept after the stand-in leaves the page: the live editor reads its caret from it.
  const standIn = useRef<HTMLInputElement | null>(null);
  const keepStandIn = useCallback((input: HTMLInputElement | null) => {
    if (input) standIn.current = input;
  }, []);
  const liveInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const from = standIn.current;
    const to = liveInput.current;
    if (!live || !from || !to) return;
    to.focus();
    to.setSelectionRange(from.selectionStart, from.selectionEnd);
  }, [live]);
  const standInInput = (
    <input
      type="text"
      className={className}
      aria-label={label}
      // Announced as the list it opens, as Mantine's input is.
      aria-haspopup="listbox"
      ref={keepStandIn}
      value={text}
      onChange={noChange}
      onFocus={() => setLive(true)}
    />
  );
  return { live, liveInput, standInInput };
}

/** The stand-in's text changes only in the editor it becomes. */
const noChange = () => {};

/** A cell chosen from a fixed list (a lookup), committed on choice. */
export function SelectCellEditor({ label, value, options, error, onCommit }: SelectCellEditorProps) {
  const chosen = value == null || value === '' ? null : String(value);
  const shown = options.find((o) => o.value === chosen)?.label ?? chosen ?? '';
  const { live, liveInput, standInInput } = useStandIn(label, shown, 'grid-cell-input grid-cell-select');
  if (!live && !error) return standInInput;
  return (
    <WithMessage error={error}>
      <Select
        ref={liveInput}
        size="xs"
        aria-label={label}
        data={options}
        value={chosen}
        error={error}
        styles={messageStyles}
        searchable
        comboboxProps={{ withinPortal: true }}
        onChange={(v) => onCommit(v)}
      />
    </WithMessage>
  );
}

interface CreatableCellEditorProps extends SelectCellEditorProps {
  max?: number;
}

/**
 * A cell chosen from a list that also takes a new value (spec 3: a customer group the plant has
 * no customer of yet). The typed text is kept when the cell is left; a text that names a listed
 * value, whatever its case, becomes that value as the list spells it.
 */
export function CreatableCellEditor({
  label,
  value,
  options,
  max,
  error: refused,
  onCommit,
}: CreatableCellEditorProps) {
  const saved = value == null ? '' : String(value);
  const [text, setText] = useState(saved);
  const tooLong = useTooLong();
  const error = refused || tooLong(label, saved, max);
  useEffect(() => setText(saved), [saved]);
  const { live, liveInput, standInInput } = useStandIn(label, text, 'grid-cell-input');
  const commit = (typed: string) => {
    const trimmed = typed.trim();
    const listed = options.find((o) => o.value.toLowerCase() === trimmed.toLowerCase())?.value ?? trimmed;
    setText(listed);
    if (listed !== saved) onCommit(listed === '' ? null : listed);
  };
  if (!live && !error) return standInInput;
  return (
    <WithMessage error={error}>
      <Autocomplete
        ref={liveInput}
        size="xs"
        aria-label={label}
        data={[...new Set(options.map((o) => o.value))]}
        value={text}
        error={error}
        styles={messageStyles}
        comboboxProps={{ withinPortal: true }}
        onChange={setText}
        onOptionSubmit={commit}
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </WithMessage>
  );
}
