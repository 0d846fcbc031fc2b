import { Group } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react';
import type { MRT_ColumnDef, MRT_RowData, MRT_RowSelectionState, MRT_TableOptions } from 'mantine-react-table';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useDateFormat, useLanguage, useT } from '@/lib/i18n';
import { totalCount } from '@/lib/total-count';
import { cellText } from '../date/format-date';
import { GridStatus } from '../grid/grid-status';
import { GridTable } from '../grid/grid-table';
import { headerFitSize } from '../grid/header-size';
import { commonTableOptions } from '../grid/table-options';
import type { ListLoad } from './use-list-load';

interface ListGridProps<Row extends MRT_RowData> {
  load: ListLoad<Row>;
  rowId: (row: Row) => string;
  /** Single-row selection by clicking a row (the print screens' part grid). */
  selection?: { selectedId: string | null; onSelect: (row: Row | null) => void };
  /** Cells a screen draws itself (the status toggles), by field. */
  cells?: Partial<Record<keyof Row & string, (row: Row) => ReactNode>>;
  /** The grid has pending changes (Mode: Edit). */
  editing?: boolean;
  /** Buttons after the grid status (save, cancel). */
  toolbar?: ReactNode;
}

const yesNo = (value: unknown, t: (k: 'yes' | 'no') => string) =>
  value ? (
    <IconCircleCheckFilled size={20} color="var(--mantine-color-green-7)" aria-label={t('yes')} />
  ) : (
    <IconCircleX size={20} color="var(--mantine-color-gray-5)" aria-label={t('no')} />
  );

/**
 * A read-only server grid with the grid basics of spec 2 section 2 (total, mode, clean filters,
 * filter row, multi-sort, pager, search): the print screens' part grid and the status tabs.
 */
export function ListGrid<Row extends MRT_RowData>({
  load,
  rowId,
  selection,
  cells,
  editing = false,
  toolbar,
}: ListGridProps<Row>) {
  const t = useT();
  const language = useLanguage();
  const dateFormat = useDateFormat();
  const { fields } = load;
  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      fields.map((f): MRT_ColumnDef<Row> => {
        const custom = cells?.[f.name as keyof Row & string];
        const isBool = f.spec.kind === 'bool';
        return {
          id: f.name,
          header: f.label,
          accessorFn: (row) => (isBool ? row[f.name] : cellText(row[f.name], dateFormat)),
          size: headerFitSize(f.label, f.size),
          ...(custom || isBool
            ? {
                // biome-ignore lint/correctness/noComponentHookFactories: MRT calls Cell as a render function
                Cell: ({ row }) => (custom ? custom(row.original) : yesNo(row.original[f.name], t)),
              }
            : {}),
          ...(isBool
            ? {
                filterVariant: 'select' as const,
                mantineFilterSelectProps: {
                  data: [
                    { value: 'true', label: t('yes') },
                    { value: 'false', label: t('no') },
                  ],
                },
              }
            : {}),
        };
      }),
    [fields, cells, t, dateFormat],
  );
  useEffect(() => totalCount.set(load.total), [load.total]);
  const selectedId = selection?.selectedId ?? null;
  const rowSelection: MRT_RowSelectionState = selectedId ? { [selectedId]: true } : {};

  const options: MRT_TableOptions<Row> = {
    columns,
    data: load.rows,
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: load.total,
    ...commonTableOptions<Row>(t, language),
    enableRowSelection: selection !== undefined,
    // Wide enough for its header, 'Select' (or 'Seleccionar').
    displayColumnDefOptions: { 'mrt-row-select': { size: 100 } },
    enableMultiRowSelection: false,
    enableSelectAll: false,
    positionToolbarAlertBanner: 'none',
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      const id = Object.keys(next).find((k) => next[k]);
      selection.onSelect(id ? (load.rows.find((r) => rowId(r) === id) ?? null) : null);
    },
    mantineTableBodyRowProps: ({ row }) =>
      selection
        ? {
            onClick: () => selection.onSelect(row.original),
            style: { cursor: 'pointer' },
            'aria-selected': row.getIsSelected(),
          }
        : {},
    initialState: { density: 'xs' },
    state: {
      ...load.state,
      rowSelection,
      showColumnFilters: true,
      showGlobalFilter: true,
      showProgressBars: load.fetching,
    },
    onPaginationChange: load.onPaginationChange,
    onSortingChange: load.onSortingChange,
    onColumnFiltersChange: load.onColumnFiltersChange,
    onGlobalFilterChange: load.onGlobalFilterChange,
    renderTopToolbarCustomActions: () => (
      <Group gap="sm" wrap="wrap">
        <GridStatus total={load.total} editing={editing} onCleanFilters={load.cleanFilters} />
        {toolbar}
      </Group>
    ),
  };

  return <GridTable options={options} />;
}
