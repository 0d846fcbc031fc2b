import { ActionIcon, Button, Group } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { MantineReactTable, type MRT_RowData, type MRT_TableInstance, useMantineReactTable } from 'mantine-react-table';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useDateFormat, useLanguage, useSpecText, useT } from '@/lib/i18n';
import { GridStatus } from '../grid/grid-status';
import { SaveErrorList } from '../grid/save-error-list';
import { cellAddress, focusCell, listSaveErrors } from '../grid/save-errors';
import { cellTitle, commonTableOptions, skeletonSafeRowId } from '../grid/table-options';
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
  /** Saves a new row (an Add button, the row edited in place); reject to keep it open. */
  onCreateRow?: (created: T) => Promise<void>;
  /** Deletes a row (a delete icon per row). */
  onDeleteRow?: (row: T) => Promise<void>;
  /** Messages by column for a row about to be saved or created; a row with any stays open. */
  validate?: (row: T) => Record<string, string>;
  /** Shown under a row the user expands (e.g. its detail rows). */
  renderDetail?: (row: T) => ReactNode;
}

/**
 * A client-side grid with row editing (spec 1 section 4: link server and server status): an
 * edit icon per row, save and cancel on the edited row, optionally add and delete, and Total
 * Records, Mode, Clean Filters, filter row, multi-column sort (shift-click), search and the pager
 * of spec 1 section 2.
 */
export function RowEditGrid<T extends MRT_RowData>({
  rows,
  columns,
  rowId,
  loading,
  onSaveRow,
  canEdit = true,
  onCreateRow,
  onDeleteRow,
  validate,
  renderDetail,
}: RowEditGridProps<T>) {
  const t = useT();
  const language = useLanguage();
  const dateFormat = useDateFormat();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The row whose save was refused (its table row id) and how many times: the list and the focus follow it.
  const [refused, setRefused] = useState<{ rowKey: string; row: string; count: number } | null>(null);
  const editable = canEdit && onSaveRow !== undefined;
  const saveErrors = useMemo(
    () =>
      refused
        ? listSaveErrors(
            [{ key: refused.rowKey, row: refused.row, errors }],
            columns.map((c) => ({ field: c.key, label: c.header })),
          )
        : [],
    [refused, errors, columns],
  );
  const firstError = saveErrors[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused save
  useEffect(() => {
    if (firstError) focusCell(firstError.rowKey, firstError.field);
  }, [refused?.count]);
  const clearErrors = () => {
    setErrors({});
    setRefused(null);
  };

  const spec = useSpecText();
  const columnDefs = useMemo(
    () => columns.map((c) => toColumnDef(c, { yes: t('yes'), no: t('no'), dateFormat, spec, t }, errors[c.key])),
    [columns, t, dateFormat, spec, errors],
  );

  /** Runs a save unless the row has messages; a rejection keeps the row open. */
  const run = async (
    row: T,
    at: { rowKey: string; row: string },
    save: (row: T) => Promise<void>,
    done: () => void,
  ) => {
    const found = validate?.(row) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefused((r) => ({ ...at, count: (r?.count ?? 0) + 1 }));
      return;
    }
    setRefused(null);
    setSaving(true);
    try {
      await save(row);
      done();
    } catch {
      // The caller has shown the reason; the row stays open so the user can correct or cancel.
    } finally {
      setSaving(false);
    }
  };

  const actions = (
    row: T,
    table: MRT_TableInstance<T>,
    mrtRow: Parameters<MRT_TableInstance<T>['setEditingRow']>[0],
  ) => (
    <Group gap={4} wrap="nowrap">
      {editable && (
        <ActionIcon variant="subtle" aria-label={t('edit')} onClick={() => table.setEditingRow(mrtRow)}>
          <IconEdit size={18} />
        </ActionIcon>
      )}
      {onDeleteRow && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('delete')}
          onClick={() => {
            setSaving(true);
            onDeleteRow(row)
              .catch(() => undefined)
              .finally(() => setSaving(false));
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );

  const table = useMantineReactTable<T>({
    columns: columnDefs,
    data: rows,
    getRowId: skeletonSafeRowId(rowId, loading ?? false, rows),
    enableEditing: editable || onCreateRow !== undefined,
    editDisplayMode: 'row',
    createDisplayMode: 'row',
    enableRowActions: editable || onDeleteRow !== undefined,
    positionActionsColumn: 'first',
    displayColumnDefOptions: { 'mrt-row-actions': { size: 90, header: '' } },
    renderRowActions: ({ row, table: tbl }) => actions(row.original, tbl, row),
    onEditingRowSave: async ({ row, values, exitEditingMode }) => {
      if (!onSaveRow) return;
      const at = { rowKey: row.id, row: rowId(row.original) };
      await run({ ...row.original, ...values }, at, (edited) => onSaveRow(edited, row.original), exitEditingMode);
    },
    onEditingRowCancel: clearErrors,
    onCreatingRowSave: async ({ row, values, exitCreatingMode }) => {
      if (!onCreateRow) return;
      await run(values as T, { rowKey: row.id, row: t('newRowN', { n: 1 }) }, onCreateRow, exitCreatingMode);
    },
    onCreatingRowCancel: clearErrors,
    ...(renderDetail ? { renderDetailPanel: ({ row }) => renderDetail(row.original) } : {}),
    ...commonTableOptions<T>(t, language),
    // After the common options, whose cell props (the full-text title) this one keeps.
    mantineTableBodyCellProps: ({ row, cell }) => ({ ...cellAddress(row.id, cell.column.id), ...cellTitle(cell) }),
    initialState: {
      density: 'xs',
      showColumnFilters: true,
      showGlobalFilter: true,
      pagination: { pageIndex: 0, pageSize: 10 },
    },
    state: { isLoading: loading ?? false, isSaving: saving, showProgressBars: saving },
    renderTopToolbarCustomActions: ({ table: tbl }) => {
      const state = tbl.getState();
      return (
        <Group gap="sm" wrap="wrap">
          <GridStatus
            total={tbl.getFilteredRowModel().rows.length}
            editing={Boolean(state.editingRow || state.creatingRow)}
            onCleanFilters={() => {
              tbl.resetColumnFilters();
              tbl.setGlobalFilter('');
            }}
          />
          {onCreateRow && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={Boolean(state.editingRow || state.creatingRow)}
              onClick={() => tbl.setCreatingRow(true)}
            >
              {t('add')}
            </Button>
          )}
        </Group>
      );
    },
  });

  return (
    <>
      <SaveErrorList errors={saveErrors} />
      <MantineReactTable table={table} />
    </>
  );
}
