import { Group } from '@mantine/core';
import { MantineReactTable, type MRT_RowData, useMantineReactTable } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { useDateFormat, useLanguage, useT } from '@/lib/i18n';
import { GridStatus } from '../grid/grid-status';
import { commonTableOptions } from '../grid/table-options';
import { type RowEditColumn, toColumnDef } from './columns';

export interface RowEditGridProps<T extends MRT_RowData> {
  rows: T[];
  columns: RowEditColumn<T>[];
  /** A stable id per row (the server's key). */
  rowId: (row: T) => string;
  loading?: boolean;
  /**
   * Saves one edited row; the grid leaves edit mode when it resolves. Reject to keep the row in
   * edit mode (the caller shows why). Without it, or without `canEdit`, the grid is read-only.
   */
  onSaveRow?: (edited: T, original: T) => Promise<void>;
  canEdit?: boolean;
}

/**
 * A client-side grid with row editing (spec 1 section 4: link server and server status): an
 * edit icon per row, save and cancel on the edited row, Total Records, Mode, Clean Filters,
 * filter row, multi-column sort (shift-click), search and the pager of spec 1 section 2.
 */
export function RowEditGrid<T extends MRT_RowData>({
  rows,
  columns,
  rowId,
  loading,
  onSaveRow,
  canEdit = true,
}: RowEditGridProps<T>) {
  const t = useT();
  const language = useLanguage();
  const dateFormat = useDateFormat();
  const [saving, setSaving] = useState(false);
  const editable = canEdit && onSaveRow !== undefined;

  const columnDefs = useMemo(
    () => columns.map((c) => toColumnDef(c, { yes: t('yes'), no: t('no'), dateFormat })),
    [columns, t, dateFormat],
  );

  const table = useMantineReactTable<T>({
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowId(row),
    enableEditing: editable,
    editDisplayMode: 'row',
    positionActionsColumn: 'first',
    displayColumnDefOptions: { 'mrt-row-actions': { size: 90, header: '' } },
    onEditingRowSave: async ({ row, values, exitEditingMode }) => {
      if (!onSaveRow) return;
      setSaving(true);
      try {
        await onSaveRow({ ...row.original, ...values }, row.original);
        exitEditingMode();
      } catch {
        // The caller has shown the reason; the row stays open so the user can correct or cancel.
      } finally {
        setSaving(false);
      }
    },
    ...commonTableOptions<T>(t('all'), language),
    initialState: {
      density: 'xs',
      showColumnFilters: true,
      showGlobalFilter: true,
      pagination: { pageIndex: 0, pageSize: 10 },
    },
    state: { isLoading: loading ?? false, isSaving: saving, showProgressBars: saving },
    renderTopToolbarCustomActions: ({ table: tbl }) => {
      return (
        <Group gap="sm" wrap="wrap">
          <GridStatus
            total={tbl.getFilteredRowModel().rows.length}
            editing={Boolean(tbl.getState().editingRow)}
            onCleanFilters={() => {
              tbl.resetColumnFilters();
              tbl.setGlobalFilter('');
            }}
          />
        </Group>
      );
    },
  });

  return <MantineReactTable table={table} />;
}
