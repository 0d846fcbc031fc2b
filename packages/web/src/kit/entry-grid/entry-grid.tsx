import { Group, TextInput } from '@mantine/core';
import { MantineReactTable, type MRT_ColumnDef, type MRT_RowData, useMantineReactTable } from 'mantine-react-table';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage, useSpecText, useT } from '@/lib/i18n';
import { isTooLong, useTooLong } from '../form/too-long';
import { GridStatus } from '../grid/grid-status';
import { headerFitSize } from '../grid/header-size';
import { commonTableOptions, skeletonSafeRowId } from '../grid/table-options';
import { nextEmptySlot } from './next-cell';

/** A column of an entry grid; `entry` makes its cells inputs the user types a serial into. */
export interface EntryColumn<T> {
  key: keyof T & string;
  header: string;
  size?: number;
  entry?: {
    maxLength: number;
    /** Upper-cased as typed (serial numbers). */
    upper?: boolean;
    /** Rows whose cell stays read-only (saved rows). */
    readOnly?: (row: T) => boolean;
  };
}

export interface EntryGridProps<T extends MRT_RowData> {
  rows: T[];
  rowId: (row: T) => string;
  columns: EntryColumn<T>[];
  /** Each cell's message, by row id and field. */
  errors?: Record<string, Partial<Record<string, string>>>;
  /** A typed value, when the user leaves the cell or presses Enter (the screen checks it then). */
  onEntry?: (row: T, field: keyof T & string, value: string) => void;
  /**
   * Adds a row for the next scan when Enter leaves the last empty cell (a screen whose rows come
   * as they are scanned); returns the new row's id.
   */
  onAddRow?: () => string;
  /** The pager's sizes, the first the default (spec 2 section 9: 10, 30, 50; relabel 20, 40, 60). */
  pageSizes?: readonly number[];
  /** Rows typed but not saved (Mode: Edit). */
  editing?: boolean;
  /** Buttons after the grid status (add, save, upload, export). */
  toolbar?: ReactNode;
  /** Shown while the grid is empty. */
  emptyText?: string;
  loading?: boolean;
}

/**
 * A client-side grid whose cells take typed serial numbers (spec 2 sections 2, 4 and 5: harness
 * relabel, box and no-box relabeling, DOI): each typed value goes to the screen, which checks it
 * (often with the server) and gives back the cell's message or a cleared cell. The common grid
 * header, filter row, multi-sort, search and pager stay as in every grid.
 */
export function EntryGrid<T extends MRT_RowData>({
  rows,
  rowId,
  columns,
  errors = {},
  onEntry,
  onAddRow,
  pageSizes,
  editing = false,
  toolbar,
  emptyText,
  loading = false,
}: EntryGridProps<T>) {
  const t = useT();
  const language = useLanguage();
  const specText = useSpecText();
  // Where Enter sends the focus (set below, where the table is known); the cells call the latest.
  const goOn = useRef((_rowId: string, _key: string) => {});
  const columnDefs = useMemo<MRT_ColumnDef<T>[]>(
    () =>
      columns.map((c) => {
        const entry = c.entry;
        const header = specText(c.header);
        return {
          accessorFn: (row) => row[c.key] ?? '',
          id: c.key,
          header,
          size: headerFitSize(header, c.size),
          ...(entry
            ? {
                // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell as a render function
                Cell: ({ row }) =>
                  entry.readOnly?.(row.original) ? (
                    String(row.original[c.key] ?? '')
                  ) : (
                    <EntryCell
                      label={`${header} ${row.index + 1}`}
                      field={header}
                      value={String(row.original[c.key] ?? '')}
                      maxLength={entry.maxLength}
                      upper={entry.upper ?? false}
                      error={errors[rowId(row.original)]?.[c.key]}
                      onEntry={(value) => onEntry?.(row.original, c.key, value)}
                      onEnter={() => goOn.current(rowId(row.original), c.key)}
                      cell={cellId(rowId(row.original), c.key)}
                    />
                  ),
              }
            : {}),
        } satisfies MRT_ColumnDef<T>;
      }),
    [columns, errors, onEntry, rowId, specText],
  );
  // The cell Enter sends the focus to, once its row is on the page drawn.
  const [focusTo, setFocusTo] = useState<{ rowId: string; key: string } | null>(null);
  const common = commonTableOptions<T>(t, language, pageSizes);
  const table = useMantineReactTable<T>({
    columns: columnDefs,
    data: rows,
    getRowId: skeletonSafeRowId(rowId, loading, rows),
    ...common,
    initialState: {
      density: 'xs',
      showColumnFilters: true,
      showGlobalFilter: true,
      pagination: { pageIndex: 0, pageSize: pageSizes?.[0] ?? 10 },
    },
    state: { isLoading: loading },
    autoResetPageIndex: false,
    localization: emptyText ? { ...common.localization, noRecordsToDisplay: emptyText } : common.localization,
    renderTopToolbarCustomActions: ({ table: tbl }) => (
      <Group gap="sm" wrap="wrap">
        <GridStatus
          total={tbl.getFilteredRowModel().rows.length}
          editing={editing}
          onCleanFilters={() => {
            tbl.resetColumnFilters();
            tbl.setGlobalFilter('');
          }}
        />
        {toolbar}
      </Group>
    ),
  });
  // After a scan and its Enter the next scan goes to the next empty cell (another page's, or a
  // row the screen adds): a scanner then fills the grid cell by cell.
  goOn.current = (from, key) => {
    const slots = table
      .getPrePaginationRowModel()
      .rows.flatMap((row) =>
        columns
          .filter((c) => c.entry && !c.entry.readOnly?.(row.original))
          .map((c) => ({ rowId: rowId(row.original), key: c.key, filled: Boolean(row.original[c.key]) })),
      );
    const next = nextEmptySlot(slots, { rowId: from, key });
    const first = columns.find((c) => c.entry)?.key;
    if (next) setFocusTo(next);
    else if (onAddRow && first) setFocusTo({ rowId: onAddRow(), key: first });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: tried again as the rows and the page change
  useEffect(() => {
    if (!focusTo) return;
    const input = document.querySelector<HTMLInputElement>(
      `[data-entry-cell="${CSS.escape(cellId(focusTo.rowId, focusTo.key))}"]`,
    );
    if (input) {
      input.focus();
      setFocusTo(null);
      return;
    }
    const index = table.getPrePaginationRowModel().rows.findIndex((r) => rowId(r.original) === focusTo.rowId);
    const { pageSize, pageIndex } = table.getState().pagination;
    // A row a filter hides is not gone to.
    if (index < 0) setFocusTo(null);
    else if (Math.floor(index / pageSize) !== pageIndex) table.setPageIndex(Math.floor(index / pageSize));
  }, [focusTo, rows, table.getState().pagination]);
  return <MantineReactTable table={table} />;
}

const cellId = (rowId: string, key: string) => `${rowId}|${key}`;

function EntryCell({
  label,
  field,
  value,
  maxLength,
  upper,
  error,
  onEntry,
  onEnter,
  cell,
}: {
  label: string;
  /** The column's header: the length message names it. */
  field: string;
  value: string;
  maxLength: number;
  upper: boolean;
  error: string | undefined;
  onEntry: (value: string) => void;
  /** After Enter committed the cell: the focus goes on to the next scan's cell. */
  onEnter: () => void;
  cell: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [commits, setCommits] = useState(0);
  // What the screen was last given: Enter commits, then the focus leaving commits the same again.
  const given = useRef(value);
  // After a commit the cell shows what the screen kept: a refused value (a duplicate) is cleared.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after every commit
  useEffect(() => {
    given.current = value;
    if (input.current) input.current.value = value;
  }, [value, commits]);
  const tooLong = useTooLong();
  // A serial over the limit stays in the cell as scanned, told and not given to the screen.
  const [over, setOver] = useState<string | undefined>();
  const commit = (typed: string) => {
    const next = typed.trim();
    setOver(tooLong(field, next, maxLength));
    if (isTooLong(next, maxLength) || next === given.current) return;
    given.current = next;
    onEntry(next);
    setCommits((n) => n + 1);
  };
  return (
    <TextInput
      ref={input}
      size="xs"
      aria-label={label}
      defaultValue={value}
      error={over ?? error}
      styles={{ error: { whiteSpace: 'normal' } }}
      onChange={(e) => {
        if (upper) e.currentTarget.value = e.currentTarget.value.toUpperCase();
      }}
      onBlur={(e) => commit(e.currentTarget.value)}
      data-entry-cell={cell}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        commit(e.currentTarget.value);
        // An empty cell stays: nothing was scanned into it; nor does one over the limit.
        const typed = e.currentTarget.value.trim();
        if (typed && !isTooLong(typed, maxLength)) onEnter();
      }}
    />
  );
}
