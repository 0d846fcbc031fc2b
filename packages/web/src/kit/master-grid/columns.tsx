import type { FieldSpec } from '@fgss/contracts';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { memo, type ReactNode } from 'react';
import { type SpecText, type Translate, useSpecText } from '@/lib/i18n';
import type { ScreenRights } from '@/lib/session';
import { cellText } from '../date/format-date';
import { headerFitSize } from '../grid/header-size';
import { BoolCell, BoolCellEditor, CreatableCellEditor, SelectCellEditor, TextCellEditor } from './cell-editors';
import { canEditField } from './editability';
import type { Values, ViewRow } from './pending-changes';

/** A row as the table holds it: the pending-changes view plus the messages of its invalid cells. */
export interface GridRow<Row extends Values> extends ViewRow<Row> {
  errors: Record<string, string>;
}

/** What a custom cell editor gets: the row as it now reads, the cell's value and error, and how to commit. */
export interface CellEditorProps<Row extends Values = Values> {
  /** The column's header: the editor's accessible name. */
  label: string;
  row: Row;
  value: unknown;
  error?: string;
  commit(value: unknown): void;
}

/** What a screen may change about one column of its entity. */
export interface ColumnOverride<Row extends Values = Values> {
  hidden?: boolean;
  label?: string;
  size?: number;
  /** A fixed list: a select editor and a select filter; the cell shows the label. */
  options?: { value: string; label: string }[];
  /** The list's select also takes a typed new value (kept as typed); the column filters by text. */
  creatable?: boolean;
  /** A further condition on editing, on top of the kit's key / primary / rights rules. */
  editable?: (row: Row, isNew: boolean) => boolean;
  /** A custom cell editor (e.g. a paged lookup). */
  Edit?: (p: CellEditorProps<Row>) => ReactNode;
}

export interface ColumnField {
  name: string;
  spec: FieldSpec;
  /** The user's language. */
  label: string;
  /** The spec's English: the export's header, which an import of the file reads back. */
  specLabel: string;
  size?: number;
  override?: ColumnOverride<Values>;
}

/**
 * The visible fields of an entity, in declaration order, with the screen's overrides applied and
 * their labels (the spec's, from contracts) in the user's language.
 */
export function visibleFields(
  fields: Record<string, FieldSpec>,
  overrides: Record<string, ColumnOverride<never> | undefined>,
  text: SpecText,
): ColumnField[] {
  return Object.entries(fields)
    .filter(([name, spec]) => !(overrides[name]?.hidden ?? spec.hidden))
    .map(([name, spec]) => {
      const override = overrides[name] as ColumnOverride<Values> | undefined;
      const specLabel = override?.label ?? spec.label;
      return { name, spec, label: text(specLabel), specLabel, size: override?.size, override };
    });
}

const yesNo = (t: Translate) => [
  { value: 'true', label: t('yes') },
  { value: 'false', label: t('no') },
];

/** Commits a cell of a row; the kit may fill other cells of the row after it (MasterGrid onEdit). */
export type EditCell<Row extends Values> = (row: GridRow<Row>, field: string, value: unknown) => void;

/** A value being typed in one of `fields`, before it is committed (a looked-up code's fill). */
export interface DraftCell<Row extends Values> {
  fields: ReadonlySet<string>;
  run: EditCell<Row>;
}

interface FieldEditorProps<Row extends Values> {
  row: GridRow<Row>;
  field: ColumnField;
  edit: EditCell<Row>;
  draft?: DraftCell<Row>;
}

/** The editor of one cell: the screen's own, a select of its options, or by the field's kind. */
function FieldEditorOf<Row extends Values>({ row, field, edit, draft }: FieldEditorProps<Row>) {
  const { name, spec, label, override } = field;
  const { values } = row;
  const text = useSpecText();
  const error = row.errors[name] && text(row.errors[name]);
  const commit = (v: unknown) => edit(row, name, v);
  if (override?.Edit) return <>{override.Edit({ label, row: values, value: values[name], error, commit })}</>;
  if (override?.options && override.creatable)
    return (
      <CreatableCellEditor
        label={label}
        value={values[name]}
        options={override.options}
        max={spec.max}
        error={error}
        onCommit={commit}
      />
    );
  if (override?.options)
    return (
      <SelectCellEditor label={label} value={values[name]} options={override.options} error={error} onCommit={commit} />
    );
  if (spec.kind === 'bool')
    return <BoolCellEditor label={label} value={values[name]} error={error} onCommit={commit} />;
  return (
    <TextCellEditor
      label={label}
      value={values[name]}
      upper={spec.upper}
      max={spec.kind === 'text' ? spec.max : undefined}
      error={error}
      onCommit={(v) => commit(spec.kind === 'int' ? toInt(v) : v)}
      onDraft={draft?.fields.has(name) ? (v) => draft.run(row, name, v) : undefined}
    />
  );
}

/**
 * An edit re-renders the grid's rows; a cell whose row values (the same object while its row is
 * unchanged), error and column are as before keeps its editor as drawn.
 */
const FieldEditor = memo(
  FieldEditorOf,
  (a, b) =>
    a.field === b.field &&
    a.edit === b.edit &&
    a.draft === b.draft &&
    a.row.values === b.row.values &&
    a.row.errors[a.field.name] === b.row.errors[b.field.name],
) as typeof FieldEditorOf;

/** A typed number cell: empty is null, a number is a number, anything else is left for the schema to reject. */
function toInt(text: string): unknown {
  if (text.trim() === '') return null;
  return Number.isFinite(Number(text)) ? Number(text) : text;
}

/** One table column per visible field: filter input by kind, cell editor by kind, editability by the rules. */
export function buildColumns<Row extends Values>(
  fields: ColumnField[],
  rights: ScreenRights,
  edit: EditCell<Row>,
  { t, dateFormat }: { t: Translate; dateFormat: string },
  draft?: DraftCell<Row>,
): MRT_ColumnDef<GridRow<Row>>[] {
  return fields.map((field): MRT_ColumnDef<GridRow<Row>> => {
    const { name, spec, label, size, override } = field;
    const isBool = spec.kind === 'bool';
    const options = override?.options;
    // A key field's options are what a new row may take (a lookup leaves out codes in use), and a
    // creatable list's rows may hold values it lacks: neither is every value the rows hold, so
    // both filter by text.
    const filterOptions = spec.key || override?.creatable ? undefined : options;
    const optionLabel = (v: unknown) => options?.find((o) => o.value === v)?.label ?? (v == null ? '' : String(v));
    return {
      id: name,
      header: label,
      accessorFn: (row) => row.values[name],
      size: headerFitSize(label, size),
      filterVariant: isBool || filterOptions ? 'select' : 'text',
      ...(isBool ? { mantineFilterSelectProps: { data: yesNo(t) } } : {}),
      ...(filterOptions ? { mantineFilterSelectProps: { data: filterOptions } } : {}),
      enableEditing: (row) => {
        const { state, values } = row.original;
        const isNew = state === 'new';
        return (
          state !== 'deleted' && canEditField(spec, isNew, rights) && (override?.editable?.(values, isNew) ?? true)
        );
      },
      Cell: isBool
        ? ({ row }) => <BoolCell label={label} value={row.original.values[name]} />
        : options
          ? ({ row }) => optionLabel(row.original.values[name])
          : // A service's date in the user's format, like every other grid's.
            ({ row }) => cellText(row.original.values[name], dateFormat),
      // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Edit as a render function, not as a component
      Edit: ({ row }) => <FieldEditor row={row.original} field={field} edit={edit} draft={draft} />,
    };
  });
}
