import { SEARCH_PANEL_WIDTH } from '@fgss/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { MantineReactTable, type MRT_RowData, useMantineReactTable } from 'mantine-react-table';
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import { useMemo, useState } from 'react';
import { useDateFormat, useLanguage, useT } from '../../app/i18n';
import { pageSizeOptions } from '../grid/page-sizes';
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
    localization: language === 'ES' ? MRT_Localization_ES : MRT_Localization_EN,
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
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    // The filter row is always shown (spec 1 section 2), so no toggles beside it.
    enableToolbarInternalActions: false,
    enableMultiSort: true,
    positionGlobalFilter: 'left',
    mantineSearchTextInputProps: { placeholder: 'Search...', w: SEARCH_PANEL_WIDTH },
    mantinePaginationProps: {
      // The pager's Select takes labelled options; MRT types them as plain strings.
      rowsPerPageOptions: pageSizeOptions(t('all')) as unknown as string[],
    },
    initialState: {
      density: 'xs',
      showColumnFilters: true,
      showGlobalFilter: true,
      pagination: { pageIndex: 0, pageSize: 10 },
    },
    state: { isLoading: loading ?? false, isSaving: saving, showProgressBars: saving },
    mantinePaperProps: { shadow: 'xs', radius: 'md', withBorder: true },
    mantineTableProps: {
      striped: 'odd',
      highlightOnHover: true,
      withColumnBorders: true,
      // Columns keep their declared share of the width instead of growing with the filter inputs.
      style: { tableLayout: 'fixed' },
    },
    renderTopToolbarCustomActions: ({ table: tbl }) => {
      const filtered = tbl.getState().columnFilters.length > 0 || Boolean(tbl.getState().globalFilter);
      const mode = tbl.getState().editingRow ? t('modeEdit') : t('modeView');
      return (
        <Group gap="sm" wrap="wrap">
          <Text size="sm">
            {t('totalRecords')}:{' '}
            <Text span fw={700}>
              {tbl.getFilteredRowModel().rows.length}
            </Text>
          </Text>
          {editable && (
            <Badge variant="light" color={tbl.getState().editingRow ? 'orange' : 'gray'} radius="sm">
              {t('mode')}: {mode}
            </Badge>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFilterOff size={14} />}
            disabled={!filtered}
            onClick={() => {
              tbl.resetColumnFilters();
              tbl.setGlobalFilter('');
            }}
          >
            {t('cleanFilters')}
          </Button>
        </Group>
      );
    },
  });

  return <MantineReactTable table={table} />;
}
