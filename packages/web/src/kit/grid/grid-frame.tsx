import {
  MRT_BottomToolbar,
  type MRT_RowData,
  type MRT_TableInstance,
  type MRT_TableOptions,
  MRT_TopToolbar,
} from 'mantine-react-table';
import { memo } from 'react';

/**
 * The grid's frame (head, top toolbar, pager) drawn again only when what it shows changes. A cell
 * edit gives the table new rows, and mantine-react-table then drew every header, sort tooltip,
 * filter input, button and pager control again: at page size All that was a third of an edit's
 * time and half of choosing All. The frame's controls act through the table
 * instance, which always holds the latest options, so a frame kept as drawn acts on the latest
 * state.
 */

/** The table state the head draws from (mantine-react-table's head components read these). */
const HEAD_STATE = [
  'columnFilters',
  'columnFilterFns',
  'columnOrder',
  'columnPinning',
  'columnSizing',
  'columnSizingInfo',
  'columnVisibility',
  'density',
  'draggingColumn',
  'grouping',
  'hoveredColumn',
  'isFullScreen',
  'rowSelection',
  'showAlertBanner',
  'showColumnFilters',
  'sorting',
] as const;

/** The table state the toolbars draw from. */
const TOOLBAR_STATE = [
  'density',
  'globalFilter',
  'grouping',
  'isFullScreen',
  'isSaving',
  'pagination',
  'rowSelection',
  'showAlertBanner',
  'showGlobalFilter',
  'showProgressBars',
] as const;

type Table = MRT_TableInstance<MRT_RowData>;

const stateOf = (table: Table, keys: readonly string[]) => {
  const state = table.getState() as unknown as Record<string, unknown>;
  return keys.map((k) => state[k]);
};

/**
 * The columns' definitions: mantine-react-table hands the table a new column list on every render,
 * with the grid's own definitions as they were (the same objects) and its display columns (row
 * actions) made anew; those follow the grid's options, which change the grid's columns too.
 */
const columnDeps = (table: Table) => {
  const { columns } = table.options;
  return [columns.length, ...columns.filter((c) => c.columnDefType !== 'display')];
};

function headDeps(table: Table): unknown[] {
  const { localization, enableRowSelection, data } = table.options;
  // The select-all box reads the rows; no grid of the app selects rows, but one that did would see it.
  return [localization, enableRowSelection ? data : null, ...stateOf(table, HEAD_STATE), ...columnDeps(table)];
}

/** What the pager shows: the state above, the row count and the language. */
function bottomDeps(table: Table): unknown[] {
  return [table.getRowCount(), table.options.localization, ...stateOf(table, TOOLBAR_STATE)];
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

interface FrameProps {
  table: Table;
  deps: unknown[];
}

/** A toolbar of mantine-react-table drawn again only when its `deps` change. */
const kept = (Toolbar: typeof MRT_TopToolbar) =>
  memo(
    ({ table }: FrameProps) => <Toolbar table={table} />,
    (a, b) => sameDeps(a.deps, b.deps),
  );
const KeptTopToolbar = kept(MRT_TopToolbar);
const KeptBottomToolbar = kept(MRT_BottomToolbar);

/** The head and the pager of every grid, kept while what they show is the same. */
export function keptFrameOptions<T extends MRT_RowData>(): Partial<MRT_TableOptions<T>> {
  return {
    memoHeadDeps: (table) => headDeps(table as unknown as Table),
    renderBottomToolbar: ({ table }) => {
      const t = table as unknown as Table;
      return <KeptBottomToolbar table={t} deps={bottomDeps(t)} />;
    },
  };
}

/**
 * The top toolbar kept while the state above and `actions` are the same: `actions` lists every
 * value the grid's own toolbar actions show, and those actions must call their handlers through
 * stable functions (a kept button would otherwise call the handler of the render it was drawn in).
 */
export function keptTopToolbar<T extends MRT_RowData>(actions: unknown[]): Partial<MRT_TableOptions<T>> {
  return {
    renderTopToolbar: ({ table }) => {
      const t = table as unknown as Table;
      return <KeptTopToolbar table={t} deps={[t.options.localization, ...stateOf(t, TOOLBAR_STATE), ...actions]} />;
    },
  };
}
