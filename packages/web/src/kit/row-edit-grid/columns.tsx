import { Checkbox } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { MRT_ColumnDef, MRT_Row, MRT_RowData } from 'mantine-react-table';
import { type ReactNode, useState } from 'react';
import type { SpecText, Translate } from '@/lib/i18n';
import { formatDate } from '../date/format-date';
import { parseTypedDate } from '../date/typed-date';
import { headerFitSize } from '../grid/header-size';

/** What a screen declares per column; the grid turns it into the table's column. */
export interface RowEditColumn<T extends MRT_RowData> {
  key: keyof T & string;
  header: string;
  /** text (default), boolean (check mark, checkbox when editing) or date (in the user's format). */
  type?: 'text' | 'boolean' | 'date';
  /** Editable in the row editor; other columns keep showing their value while the row is edited. */
  editable?: boolean;
  size?: number;
  /** Custom display of the cell (badges, progress); filtering and sorting still use the value. */
  render?: (row: T) => ReactNode;
  /** Text typed and shown upper-case. */
  upper?: boolean;
  /** A custom editor of the cell (e.g. a password), given the value and how to change it. */
  edit?: (value: unknown, change: (value: unknown) => void) => ReactNode;
}

export interface ColumnTexts {
  yes: string;
  no: string;
  dateFormat: string;
  /** The spec's headers and messages in the user's language. */
  spec: SpecText;
  /** The catalogue in the user's language, for a typed date filter's message. */
  t: Translate;
}

/** One column; `error` is the message of its cell in the row being saved. */
export function toColumnDef<T extends MRT_RowData>(
  column: RowEditColumn<T>,
  texts: ColumnTexts,
  error?: string,
): MRT_ColumnDef<T> {
  const upper = column.upper ? { textTransform: 'uppercase' as const } : undefined;
  const custom = column.edit;
  const base: MRT_ColumnDef<T> = {
    accessorKey: column.key,
    header: texts.spec(column.header),
    size: headerFitSize(texts.spec(column.header), column.size),
    enableEditing: column.editable ?? false,
    // A message wraps to the cell's width instead of being cut off.
    mantineEditTextInputProps: {
      error: error && texts.spec(error),
      styles: { input: upper, error: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
    },
    ...(upper ? { mantineTableBodyCellProps: { style: upper } } : {}),
    ...(custom
      ? {
          // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell and Edit as render functions, not as components
          Edit: ({ cell, row }) => (
            <CachedEditor row={row} columnId={cell.column.id} initial={cell.getValue()} render={custom} />
          ),
        }
      : {}),
  };
  const render = column.render;
  const withRender: MRT_ColumnDef<T> = render
    ? {
        ...base,
        // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell and Edit as render functions, not as components
        Cell: ({ row }) => render(row.original),
      }
    : base;
  if (column.type === 'boolean') return { ...booleanColumn(texts), ...withRender };
  if (column.type === 'date') return { ...dateColumn<T>(texts), ...withRender };
  return withRender;
}

function booleanColumn<T extends MRT_RowData>(texts: ColumnTexts): Partial<MRT_ColumnDef<T>> {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell and Edit as render functions, not as components
    Cell: ({ cell }) =>
      cell.getValue<boolean>() ? (
        <IconCircleCheckFilled size={20} color="var(--mantine-color-green-7)" aria-label={texts.yes} />
      ) : (
        <IconCircleX size={20} color="var(--mantine-color-gray-5)" aria-label={texts.no} />
      ),
    // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell and Edit as render functions, not as components
    Edit: ({ cell, row }) => <BooleanEditor initial={cell.getValue<boolean>()} row={row} columnId={cell.column.id} />,
    filterVariant: 'select',
    mantineFilterSelectProps: {
      data: [
        { value: 'true', label: texts.yes },
        { value: 'false', label: texts.no },
      ],
    },
    filterFn: (row, id, filterValue) => String(row.getValue(id)) === String(filterValue),
  };
}

function dateColumn<T extends MRT_RowData>({ dateFormat, t }: ColumnTexts): Partial<MRT_ColumnDef<T>> {
  const typed = (filter: unknown) => parseTypedDate(String(filter ?? ''), dateFormat);
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell and Edit as render functions, not as components
    Cell: ({ cell }) => formatDate(cell.getValue<string | Date | null>(), dateFormat),
    sortingFn: 'datetime',
    // The filter is a typed date (spec 1 section 5): rows of that day; text that is no date filters nothing and says so.
    filterFn: (row, id, filterValue) => {
      const { value } = typed(filterValue);
      return value === null || dayjs(row.getValue<string | Date | null>(id)).isSame(value, 'day');
    },
    mantineFilterTextInputProps: ({ column }) => {
      const { error } = typed(column.getFilterValue());
      return { error: error ? t(error) : undefined };
    },
  };
}

/** A screen's own editor writing into the row's edit buffer, which the row's save reads. */
function CachedEditor<T extends MRT_RowData>({
  row,
  columnId,
  initial,
  render,
}: {
  row: MRT_Row<T>;
  columnId: string;
  initial: unknown;
  render: (value: unknown, change: (value: unknown) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {render(value, (next) => {
        setValue(next);
        (row._valuesCache as Record<string, unknown>)[columnId] = next;
      })}
    </>
  );
}

/** A checkbox writing into the row's edit buffer, which the row's save reads. */
function BooleanEditor<T extends MRT_RowData>({
  initial,
  row,
  columnId,
}: {
  initial: boolean;
  row: MRT_Row<T>;
  columnId: string;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setChecked(next);
        (row._valuesCache as Record<string, unknown>)[columnId] = next;
      }}
    />
  );
}
