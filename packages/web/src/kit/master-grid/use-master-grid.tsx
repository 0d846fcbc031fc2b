import { Group } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import type { MRT_RowVirtualizer, MRT_TableOptions } from 'mantine-react-table';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDateFormat, useLanguage, useSpecText, useT } from '@/lib/i18n';
import { procedurePath } from '@/lib/procedures';
import { useScreenRights } from '@/lib/session';
import { exportGrid } from '../export/export-grid';
import { keptTopToolbar } from '../grid/grid-frame';
import { cellAddress, focusCell, listSaveErrors, markCorrected } from '../grid/save-errors';
import { cellTitle, commonTableOptions } from '../grid/table-options';
import { buildColumns, type EditCell, type GridRow, visibleFields } from './columns';
import type { GridProcedures, GridRowOf } from './grid-api';
import type { RowState, Values } from './pending-changes';
import { RowActions } from './row-actions';
import { Toolbar } from './toolbar';
import type { MasterGridProps } from './types';
import { useUnsavedChangesPrompt } from './unsaved-changes';
import { useBatchEdit } from './use-batch-edit';
import { useGridLoad } from './use-grid-load';
import { useLookupFill } from './use-lookup-fill';

const rowStyle: Record<RowState, CSSProperties | undefined> = {
  new: { background: 'var(--mantine-color-green-light)' },
  deleted: { textDecoration: 'line-through', opacity: 0.55 },
  edited: undefined,
  unchanged: undefined,
};

/** Rows a screen flags (e.g. modified component codes): the export fills them the same yellow. */
const highlightStyle: CSSProperties = { background: 'var(--mantine-color-yellow-2)' };

/**
 * A master grid's table options: server-side loading, batch editing by the user's rights, toolbar
 * and export. At page size All its rows are virtual (see grid/grid-table).
 */
export function useMasterGrid<N extends GridProcedures>(props: MasterGridProps<N>) {
  type Row = GridRowOf<N> & Values;
  const { entity, procedures, columns: overrides, onEdit, highlightField } = props;
  // A scoped grid loads the chosen value's rows and starts new rows with it in the entity's field.
  const param = props.scope?.param;
  const value = props.scope?.value;
  const scopeField = param ? entity.scope?.[param] : undefined;
  const newRow = { ...(scopeField ? { [scopeField]: value } : {}), ...props.newRow };
  const title = props.title ?? entity.title;
  const rights = useScreenRights(props.screen ?? entity.name);
  const writable = props.readOnly !== true;
  const create = writable && rights.create;
  const canDelete = writable && rights.delete;
  // Spec 3 section 6: some masters let every reader change existing rows.
  const update = writable && (rights.update || entity.alwaysUpdatable === true);
  const language = useLanguage();
  const t = useT();
  const dateFormat = useDateFormat();
  const [exporting, setExporting] = useState(false);

  // Screens pass overrides inline; key the memo on their content, not their identity.
  const overridesKey = JSON.stringify(overrides ?? {});
  const also = props.scope?.also;
  const scope = useMemo(() => (param && value ? { [param]: value, ...also } : undefined), [param, value, also]);
  const specText = useSpecText();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the overrides' content
  const fields = useMemo(
    () => visibleFields(entity.fields, overrides ?? {}, specText),
    [entity, overridesKey, specText],
  );
  const grid = useGridLoad(procedures, entity, fields, scope);
  const batch = useBatchEdit<Row>(entity, grid.loaded, newRow as Partial<Row>, grid);

  // A refused save: every message in the grid's order, and the first invalid cell in view.
  const { invalid, refusals } = batch;
  const saveErrors = useMemo(() => {
    if (!invalid) return [];
    const keys = fields.filter((f) => f.spec.key);
    const rowName = (values: Values) =>
      keys
        .map((f) => values[f.name])
        .filter((v) => v != null && v !== '')
        .join(' / ') || t('rowN', { n: String(values[entity.idField] ?? '') });
    const rows = invalid.rows.map((r) => ({
      key: r.key,
      row: r.newRow ? t('newRowN', { n: r.newRow }) : rowName(r.values),
      errors: invalid.errors[r.key] ?? {},
    }));
    return listSaveErrors(
      rows,
      fields.map((f) => ({ field: f.name, label: f.label })),
    );
  }, [invalid, fields, t, entity.idField]);
  // The list as the refused save left it (see SaveErrorList), its corrected cells marked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once per refused save
  const listed = useMemo(() => saveErrors, [refusals]);
  const shownErrors = useMemo(() => markCorrected(listed, saveErrors), [listed, saveErrors]);
  const firstError = saveErrors[0];
  // At page size All a row out of view is not drawn: scroll the virtual rows to it first.
  const rowVirtualizer = useRef<MRT_RowVirtualizer>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused save, not per correction
  useEffect(() => {
    if (!firstError || focusCell(firstError.rowKey, firstError.field)) return;
    const index = batch.rows.findIndex((r) => r.key === firstError.rowKey);
    if (index < 0 || !rowVirtualizer.current) return;
    rowVirtualizer.current.scrollToIndex(index, { align: 'center' });
    requestAnimationFrame(() => focusCell(firstError.rowKey, firstError.field));
  }, [refusals]);

  const setScopeDirty = props.scope?.setDirty;
  useEffect(() => setScopeDirty?.(batch.dirty), [batch.dirty, setScopeDirty]);
  useUnsavedChangesPrompt(batch.dirty);

  // The screen's fill-in rule may change every render; the columns keep one edit function.
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  const { edit } = batch;
  const lookupFill = useLookupFill<Row>(entity, procedures, edit, props.lookups);
  const fillLookups = lookupFill.fill;
  // A code being typed fills its cells before it is committed.
  const draft = useMemo(
    () => ({
      fields: lookupFill.triggers,
      run: (row: GridRow<Row>, field: string, value: unknown) =>
        fillLookups(row.ref, row.key, { ...(row.values as Values), [field]: value }, field),
    }),
    [lookupFill.triggers, fillLookups],
  );
  const editCell = useCallback<EditCell<Row>>(
    (row, field, value) => {
      edit(row.ref, field, value);
      fillLookups(row.ref, row.key, { ...(row.values as Values), [field]: value }, field);
      const changed = field as keyof GridRowOf<N> & string;
      const fill = onEditRef.current?.({ ...(row.values as Values), [field]: value } as Row, changed, value);
      void Promise.resolve(fill).then((filled) => {
        for (const [k, v] of Object.entries((filled ?? {}) as Values)) edit(row.ref, k, v);
      });
    },
    [edit, fillLookups],
  );
  const columns = useMemo(
    () =>
      buildColumns<Row>(fields, { read: true, create, update, delete: canDelete }, editCell, { t, dateFormat }, draft),
    [fields, create, update, canDelete, editCell, t, dateFormat, draft],
  );

  const onExport = async () => {
    setExporting(true);
    try {
      await exportGrid({
        procedure: procedurePath(procedures.list),
        loadOptions: grid.exportOptions(),
        title: props.exportTitle ?? title,
        // A column of options is exported as the grid shows it: the option's label, not its code.
        columns: fields.map(({ name, specLabel, override }) => ({
          field: name,
          label: specLabel,
          texts: override?.options && Object.fromEntries(override.options.map((o) => [o.value, o.label])),
        })),
        highlight: highlightField,
        language,
      });
    } finally {
      setExporting(false);
    }
  };

  // The kept toolbar's buttons call the latest handlers (Save sends the changes made since it was drawn).
  const onCleanFilters = useCallbackRef(grid.cleanFilters);
  const onAdd = useCallbackRef(batch.add);
  const onRevert = useCallbackRef(batch.revert);
  const onSave = useCallbackRef(batch.submit);
  const onExportClick = useCallbackRef(onExport);
  const onReload = useCallbackRef(() => void grid.list.refetch());

  const options: MRT_TableOptions<GridRow<Row>> = {
    columns,
    data: batch.rows,
    getRowId: (row) => row.key,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: grid.total,
    ...commonTableOptions<GridRow<Row>>(t, language),
    enableEditing: (row) => row.original.state !== 'deleted',
    editDisplayMode: 'table',
    enableRowActions: canDelete || Boolean(props.rowAction),
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      'mrt-row-actions': props.rowAction ? { header: t('actions'), size: 100 } : { header: t('delete'), size: 70 },
    },
    renderRowActions: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        {props.rowAction?.(row.original.values as Row & Values)}
        {canDelete && (row.original.state === 'new' || props.canDeleteRow?.(row.original.values as Row) !== false) && (
          <RowActions
            state={row.original.state}
            onRemove={() => batch.remove(row.original)}
            onRestore={() => batch.restore(row.original)}
          />
        )}
      </Group>
    ),
    mantineTableBodyRowProps: ({ row }) => {
      const highlighted = highlightField !== undefined && row.original.values?.[highlightField] === true;
      return {
        'data-row-state': row.original.state,
        ...(highlighted ? { 'data-highlighted': true } : {}),
        style: rowStyle[row.original.state] ?? (highlighted ? highlightStyle : undefined),
      };
    },
    mantineTableBodyCellProps: ({ cell, row }) => ({
      ...cellAddress(row.original.key, cell.column.id),
      ...cellTitle(cell),
      ...(row.original.state === 'edited' && row.original.changed.includes(cell.column.id)
        ? { style: { background: 'var(--mantine-color-yellow-light)' } }
        : {}),
    }),
    renderTopToolbarCustomActions: () => (
      <Toolbar
        total={grid.total}
        dirty={batch.dirty}
        canAdd={create}
        canChange={create || update || canDelete}
        saving={batch.saving}
        exporting={exporting}
        loadError={grid.list.error}
        onReload={onReload}
        onCleanFilters={onCleanFilters}
        onAdd={onAdd}
        onRevert={onRevert}
        onSave={onSave}
        onExport={onExportClick}
        extra={props.toolbar}
      />
    ),
    // The toolbar is drawn again only when what it shows changes, not on every cell edit.
    ...keptTopToolbar<GridRow<Row>>([
      grid.total,
      batch.dirty,
      create,
      update,
      canDelete,
      batch.saving,
      exporting,
      grid.list.error,
      props.toolbar,
    ]),
    initialState: { density: 'xs' },
    // A cell draws from its row (kept as the same object while unchanged, see stable-rows) and its
    // column only: an edit or a reload redraws the changed rows' cells, not every cell in view.
    memoMode: 'cells',
    state: {
      ...grid.table.state,
      showColumnFilters: true,
      showGlobalFilter: true,
      // Not `isLoading`: MRT's loading skeleton feeds rows of another shape through the accessors.
      showProgressBars: grid.list.isFetching,
    },
    onPaginationChange: grid.table.onPaginationChange,
    onSortingChange: grid.table.onSortingChange,
    onColumnFiltersChange: grid.table.onColumnFiltersChange,
    onGlobalFilterChange: grid.table.onGlobalFilterChange,
    // Set by the virtual table of page size All (see grid/grid-table).
    rowVirtualizerInstanceRef: rowVirtualizer,
  };

  return { options, title, saveErrors: shownErrors, refused: batch.refused };
}
