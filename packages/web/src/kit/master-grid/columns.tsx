import type { FieldSpec } from '@fgss/contracts';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ScreenRights } from '../../app/session';
import { BoolCell, BoolCellEditor, TextCellEditor } from './cell-editors';
import { canEditField } from './editability';
import type { RowRef, Values, ViewRow } from './pending-changes';

/** A row as the table holds it: the pending-changes view plus the messages of its invalid cells. */
export interface GridRow<Row extends Values> extends ViewRow<Row> {
  errors: Record<string, string>;
}

/** What a screen may change about one column of its entity. */
export interface ColumnOverride {
  hidden?: boolean;
  label?: string;
  size?: number;
}

export interface ColumnField {
  name: string;
  spec: FieldSpec;
  label: string;
  size?: number;
}

/** The visible fields of an entity, in declaration order, with the screen's overrides applied. */
export function visibleFields(
  fields: Record<string, FieldSpec>,
  overrides: Record<string, ColumnOverride | undefined> = {},
): ColumnField[] {
  return Object.entries(fields)
    .filter(([name, spec]) => !(overrides[name]?.hidden ?? spec.hidden))
    .map(([name, spec]) => ({ name, spec, label: overrides[name]?.label ?? spec.label, size: overrides[name]?.size }));
}

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

interface FieldEditorProps<Row extends Values> {
  row: GridRow<Row>;
  field: ColumnField;
  edit: (row: RowRef<Row>, field: string, value: unknown) => void;
}

/** The editor of one cell, by the field's kind. */
function FieldEditor<Row extends Values>({ row, field, edit }: FieldEditorProps<Row>) {
  const { name, spec, label } = field;
  const { ref, values, errors } = row;
  if (spec.kind === 'bool')
    return (
      <BoolCellEditor label={label} value={values[name]} error={errors[name]} onCommit={(v) => edit(ref, name, v)} />
    );
  return (
    <TextCellEditor
      label={label}
      value={values[name]}
      upper={spec.upper}
      max={spec.kind === 'text' ? spec.max : undefined}
      error={errors[name]}
      onCommit={(v) => edit(ref, name, spec.kind === 'int' ? toInt(v) : v)}
    />
  );
}

/** A typed number cell: empty is null, a number is a number, anything else is left for the schema to reject. */
function toInt(text: string): unknown {
  if (text.trim() === '') return null;
  return Number.isFinite(Number(text)) ? Number(text) : text;
}

/** One table column per visible field: filter input by kind, cell editor by kind, editability by the rules. */
export function buildColumns<Row extends Values>(
  fields: ColumnField[],
  rights: ScreenRights,
  edit: (row: RowRef<Row>, field: string, value: unknown) => void,
): MRT_ColumnDef<GridRow<Row>>[] {
  return fields.map((field): MRT_ColumnDef<GridRow<Row>> => {
    const { name, spec, label, size } = field;
    const isBool = spec.kind === 'bool';
    return {
      id: name,
      header: label,
      accessorFn: (row) => row.values[name],
      ...(size ? { size } : {}),
      filterVariant: isBool ? 'select' : 'text',
      ...(isBool ? { mantineFilterSelectProps: { data: yesNo } } : {}),
      enableEditing: (row) =>
        row.original.state !== 'deleted' && canEditField(spec, row.original.state === 'new', rights),
      Cell: isBool ? ({ row }) => <BoolCell label={label} value={row.original.values[name]} /> : undefined,
      // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Edit as a render function, not as a component
      Edit: ({ row }) => <FieldEditor row={row.original} field={field} edit={edit} />,
    };
  });
}
