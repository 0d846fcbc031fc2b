import {
  DEFAULT_PAGE_SIZE,
  type Entity,
  type FieldKind,
  MAX_TAKE,
  messages,
  PAGE_SIZES,
  SEARCH_PANEL_WIDTH,
} from '@fgss/contracts';
import {
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_SortingState,
  type MRT_Updater,
  useMantineReactTable,
} from 'mantine-react-table';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { screenMessage } from '../../app/api-error';
import { useScreenRights, useSession } from '../../app/session';
import { totalCount } from '../../app/total-count';
import { exportGrid } from '../export/export-grid';
import { confirm } from '../feedback/confirm';
import { toast } from '../feedback/toast';
import { buildBatch } from './batch';
import { buildColumns, type ColumnOverride, type GridRow, visibleFields } from './columns';
import { type GridPath, type RowAt, useGridProcedures } from './grid-api';
import { exportLoadOptions, gridLoadOptions, type LoadOptionsSpec } from './load-options';
import { hasChanges, noChanges, pendingReducer, type RowRef, type Values, viewRows } from './pending-changes';
import { breaksOnePrimary } from './primary-rule';
import { RowActions } from './row-actions';
import { combineMessages } from './save-messages';
import { Toolbar, type ToolbarProps } from './toolbar';
import { useUnsavedChangesPrompt } from './unsaved-changes';

/** The entity members a master grid reads (see @fgss/contracts defineEntity). */
export type GridEntity<Row> = Pick<
  Entity<Row, unknown, unknown>,
  | 'name'
  | 'title'
  | 'fields'
  | 'idField'
  | 'primaryField'
  | 'primaryDeleteMessage'
  | 'defaultSort'
  | 'insert'
  | 'update'
>;

/** How a screen declares its master grid; everything else comes from the entity and the kit. */
export interface MasterGridProps<P extends GridPath> {
  /** The contract entity: fields, labels, limits, key / primary flags, schemas, default sort. */
  entity: GridEntity<RowAt<P>>;
  /** The registry node of the grid's calls, e.g. 'configuration.LocationMaster' (list, save, getDefaults). */
  procedures: P;
  /** Permission key of the screen; the entity's name when omitted. */
  screen?: string;
  /** Title above the grid and of the Excel export; the entity's title when omitted. */
  title?: string;
  /** Screen-specific load options sent with every load and export. */
  load?: { option?: string };
  /** Values every new row starts with, on top of empty fields (e.g. the selected option). */
  newRow?: Partial<RowAt<P>>;
  /** Per-column changes: hide, relabel, resize. */
  columns?: { [K in keyof RowAt<P> & string]?: ColumnOverride };
  /** Controls beside the title (e.g. an option or plant selector). */
  actions?: ReactNode;
  /** Told when the grid gains or loses pending changes, e.g. to confirm before switching its option. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Page sizes 10, 30, 50 and All (spec 1 section 9); All asks for the largest page a load may take. */
const pageSizeOptions = [
  ...PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })),
  { value: String(MAX_TAKE), label: 'All' },
];

/** What a new row's cells hold before the user types. */
const emptyValue: Record<FieldKind, unknown> = { id: null, text: '', bool: false, int: null };

export function useMasterGrid<P extends GridPath>(props: MasterGridProps<P>) {
  type Row = RowAt<P> & Values;
  const { entity, procedures, load, newRow, columns: overrides, onDirtyChange } = props;
  const title = props.title ?? entity.title;
  const { create, update, delete: canDelete } = useScreenRights(props.screen ?? entity.name);
  const language = useSession()?.userData.language ?? 'EN';

  const [pending, dispatch] = useReducer(pendingReducer<Row>, undefined, noChanges<Row>);
  const [showErrors, setShowErrors] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<MRT_SortingState>(() =>
    entity.defaultSort.map((s) => ({ id: s.selector, desc: s.desc ?? false })),
  );
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');

  // Screens pass overrides and load options inline; key the memos on their content, not identity.
  const overridesKey = JSON.stringify(overrides ?? {});
  const option = load?.option;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the overrides' content
  const fields = useMemo(() => visibleFields(entity.fields, overrides), [entity, overridesKey]);
  const spec = useMemo<LoadOptionsSpec>(
    () => ({
      fields: entity.fields,
      searchFields: fields.filter((f) => f.spec.kind === 'text').map((f) => f.name),
      defaultSort: entity.defaultSort,
      extra: option ? { option } : undefined,
    }),
    [entity, fields, option],
  );
  const query = { pagination, sorting, columnFilters, globalFilter };
  const loadOptions = useMemo(
    () => gridLoadOptions({ pagination, sorting, columnFilters, globalFilter }, spec),
    [pagination, sorting, columnFilters, globalFilter, spec],
  );
  const { list, save, utils } = useGridProcedures<Row>(procedures, loadOptions);

  // A failed load or a reply carrying a message shows an empty grid and a 2-second warning; the
  // global handler has already told the user of a time-out or an expired session.
  useEffect(() => {
    const message = list.error ? screenMessage(list.error, messages.gatewayTimeout) : null;
    if (message) toast.warning(message);
  }, [list.error]);
  const replyMessage = list.isPlaceholderData ? null : list.data?.message;
  useEffect(() => {
    if (replyMessage) toast.warning(replyMessage);
  }, [replyMessage]);
  const failed = list.isError || Boolean(list.data?.message);
  const loaded = useMemo(() => (failed ? [] : (list.data?.data ?? [])), [failed, list.data]);
  const total = failed ? 0 : (list.data?.totalCount ?? 0);
  useEffect(() => totalCount.set(total), [total]);

  const dirty = hasChanges(pending);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useUnsavedChangesPrompt(dirty);

  const check = useMemo(() => buildBatch(entity, pending), [entity, pending]);
  const rows = useMemo((): GridRow<Row>[] => {
    const errors = showErrors && !check.ok ? check.errors : {};
    return viewRows(loaded, pending, entity.idField).map((r) => ({ ...r, errors: errors[r.key] ?? {} }));
  }, [loaded, pending, entity.idField, showErrors, check]);

  const edit = useCallback(
    (row: RowRef<Row>, field: string, value: unknown) => dispatch({ type: 'edit', row, field, value }),
    [],
  );
  const columns = useMemo(
    () => buildColumns<Row>(fields, { read: true, create, update, delete: canDelete }, edit),
    [fields, create, update, canDelete, edit],
  );

  const firstPage = () => setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));
  const reset = () => {
    dispatch({ type: 'reset' });
    setShowErrors(false);
  };

  const onAdd = () => {
    const blank = Object.fromEntries(
      Object.entries(entity.fields)
        .filter(([name]) => name !== entity.idField)
        .map(([name, f]) => [name, emptyValue[f.kind]]),
    );
    dispatch({ type: 'add', values: { ...blank, ...newRow } as Row });
  };

  const onRemove = (row: GridRow<Row>) => {
    const primary = entity.primaryField;
    if (row.state !== 'new' && primary && row.values[primary] === true) {
      toast.warning(entity.primaryDeleteMessage ?? `${entity.fields[primary]?.label} row cannot be deleted`);
      return;
    }
    dispatch({ type: 'remove', row: row.ref });
  };

  const onRevert = async () => {
    if (await confirm(messages.confirmCancel)) reset();
  };

  const onSave = async () => {
    if (!check.ok) {
      setShowErrors(true);
      toast.warning(check.first);
      return;
    }
    const primary = entity.primaryField;
    if (primary) {
      let defaults: Row[];
      try {
        defaults = await utils.getDefaults.fetch({});
      } catch (e) {
        const message = screenMessage(e, messages.gatewayTimeout);
        if (message) toast.warning(message);
        return;
      }
      if (breaksOnePrimary([...defaults, ...loaded], pending, entity.idField, primary)) {
        toast.warning(messages.onePrimary);
        return;
      }
    }
    if (!(await confirm(messages.confirmSave))) return;
    try {
      const reply = await save.mutateAsync(check.batch);
      // The status text ('OK') speaks only when the service gave no message.
      toast.success(combineMessages(reply.message) || combineMessages(reply.statusText));
      reset();
      await utils.invalidate();
    } catch (e) {
      // The pending changes stay, so the user can correct them and save again.
      const message = screenMessage(e, messages.gatewayTimeout);
      if (message) toast.warning(message);
    }
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportGrid({
        procedure: `${procedures}.list`,
        loadOptions: exportLoadOptions(query, spec),
        title,
        columns: fields.map((f) => ({ field: f.name, label: f.label })),
        language,
      });
    } finally {
      setExporting(false);
    }
  };

  const onCleanFilters = () => {
    setColumnFilters([]);
    setGlobalFilter('');
    firstPage();
  };

  const toolbar: ToolbarProps = {
    total,
    dirty,
    canAdd: create,
    canChange: create || update || canDelete,
    saving: save.isPending,
    exporting,
    onCleanFilters,
    onAdd,
    onRevert,
    onSave,
    onExport,
  };

  const table = useMantineReactTable<GridRow<Row>>({
    columns,
    data: rows,
    getRowId: (row) => row.key,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enableMultiSort: true,
    enableColumnActions: false,
    enableColumnFilterModes: false,
    enableGlobalFilterModes: false,
    enableToolbarInternalActions: false,
    enableEditing: (row) => row.original.state !== 'deleted',
    editDisplayMode: 'table',
    enableRowActions: canDelete,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { header: 'Delete', size: 70 } },
    renderRowActions: ({ row }) => (
      <RowActions
        state={row.original.state}
        onRemove={() => onRemove(row.original)}
        onRestore={() => row.original.ref.kind === 'existing' && dispatch({ type: 'restore', id: row.original.ref.id })}
      />
    ),
    positionGlobalFilter: 'right',
    mantineSearchTextInputProps: { placeholder: 'Search...', w: SEARCH_PANEL_WIDTH, variant: 'default' },
    paginationDisplayMode: 'pages',
    // Mantine's Select takes value/label pairs; MRT's type only names the plain-string form.
    mantinePaginationProps: { rowsPerPageOptions: pageSizeOptions as unknown as string[] },
    mantineTableBodyRowProps: ({ row }) => ({
      'data-row-state': row.original.state,
      style: rowStyle[row.original.state],
    }),
    mantineTableBodyCellProps: ({ cell, row }) =>
      row.original.state === 'edited' && row.original.changed.includes(cell.column.id)
        ? { style: { background: 'var(--mantine-color-yellow-light)' } }
        : {},
    renderTopToolbarCustomActions: () => <Toolbar {...toolbar} />,
    state: {
      pagination,
      sorting,
      columnFilters,
      globalFilter,
      showColumnFilters: true,
      showGlobalFilter: true,
      // Not `isLoading`: MRT's loading skeleton feeds rows of another shape through the accessors.
      showProgressBars: list.isFetching,
    },
    onPaginationChange: setPagination,
    onSortingChange: (u: MRT_Updater<MRT_SortingState>) => {
      setSorting(u);
      firstPage();
    },
    onColumnFiltersChange: (u: MRT_Updater<MRT_ColumnFiltersState>) => {
      setColumnFilters(u);
      firstPage();
    },
    onGlobalFilterChange: (value: string | undefined) => {
      if ((value ?? '') === globalFilter) return;
      setGlobalFilter(value ?? '');
      firstPage();
    },
  });

  return { table, title };
}

const rowStyle = {
  new: { background: 'var(--mantine-color-green-light)' },
  deleted: { textDecoration: 'line-through', opacity: 0.55 },
  edited: undefined,
  unchanged: undefined,
} as const;
