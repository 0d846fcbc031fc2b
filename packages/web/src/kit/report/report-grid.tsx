import { MAX_TAKE, reportMessages } from '@fgss/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef, MRT_RowData, MRT_TableOptions } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { useDateFormat, useLanguage, useSpecText, useT } from '@/lib/i18n';
import { procedurePath, type QueryProcedure, queryOptionsOf } from '@/lib/procedures';
import { totalCount } from '@/lib/total-count';
import { cellText } from '../date/format-date';
import { downloadFile, exportStamp } from '../export/download-file';
import { exportGrid } from '../export/export-grid';
import { GridTable } from '../grid/grid-table';
import { headerFitSize } from '../grid/header-size';
import { commonTableOptions } from '../grid/table-options';
import type { ExportLoadOptions } from '../master-grid/load-options';
import { useGridReply, useServerTableState } from '../master-grid/server-table';
import { searchInput } from './search-rules';
import type { FilterDef, ReportDef, ReportRowOf, ValuesOf } from './types';

interface ReportGridProps<F extends readonly FilterDef[], S extends QueryProcedure> {
  def: ReportDef<F, S>;
  /** The searched values; null before a search and after Clear (an empty grid). */
  searched: ValuesOf<F> | null;
  /** The values an export reads (see useReport). */
  exportValues: ValuesOf<F> | null;
}

/**
 * The result grid of a report: empty with the spec's hint before a search, then the searched
 * page from the server (paging and sorting there), Total Records, and the export of the whole result.
 */
export function ReportGrid<F extends readonly FilterDef[], S extends QueryProcedure>({
  def,
  searched,
  exportValues,
}: ReportGridProps<F, S>) {
  type Row = ReportRowOf<S> & MRT_RowData;
  const t = useT();
  const dateFormat = useDateFormat();
  const specText = useSpecText();
  const language = useLanguage();
  const tableState = useServerTableState();
  const { pagination, sorting } = tableState.state;
  const [exporting, setExporting] = useState(false);

  const filterInput = useMemo(() => (searched ? searchInput(def, searched) : null), [def, searched]);
  const sort = sorting.map((s) => ({ selector: s.id, desc: s.desc }));
  const take = Math.min(pagination.pageSize, MAX_TAKE);
  const list = useQuery({
    ...queryOptionsOf<QueryProcedure>(def.search, {
      ...filterInput,
      skip: pagination.pageIndex * take,
      take,
      requireTotalCount: true,
      ...(sort.length ? { sort } : {}),
    }),
    enabled: filterInput !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const { rows, total } = useGridReply<Row>(list, {
    blocked: filterInput === null,
    failure: reportMessages.fetchFailed,
  });
  useEffect(() => totalCount.set(total), [total]);

  const columnSet = useMemo(() => (searched ? def.columns(searched) : []), [def, searched]);
  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      columnSet.map((c) => {
        // The service's text, its dates and times in the user's format; a code in its words.
        const text = (row: Row) => {
          const key = c.texts?.[String(row[c.field])];
          return key ? t(key) : cellText(row[c.field], dateFormat);
        };
        const cell = c.cell;
        return {
          id: c.field,
          accessorFn: text,
          header: specText(c.label),
          size: headerFitSize(specText(c.label), c.size ?? 150),
          Cell: cell ? ({ row }: { row: { original: Row } }) => cell(row.original, text(row.original)) : undefined,
          mantineTableBodyCellProps: ({ row }) => ({ style: c.style?.(row.original) }),
        };
      }),
    [columnSet, dateFormat, specText, t],
  );

  const onExport = async () => {
    if (!exportValues) return;
    setExporting(true);
    try {
      if (def.fileExport) {
        const input = { ...searchInput(def, exportValues), ...exportStamp() };
        await downloadFile(def.fileExport.file, input as never, def.fileExport.fileName);
        return;
      }
      await exportGrid({
        procedure: procedurePath(def.search),
        // The report's filters ride with the load options; the gateway checks them against the call.
        loadOptions: { ...searchInput(def, exportValues), sort } as ExportLoadOptions,
        // A report is read, never imported back: its title and headers speak the user's language.
        title: specText(def.exportTitle ?? def.title),
        columns: def.columns(exportValues).map((c) => ({
          field: c.field,
          label: specText(c.label),
          texts: c.texts && Object.fromEntries(Object.entries(c.texts).map(([code, key]) => [code, t(key)])),
        })),
        language,
      });
    } finally {
      setExporting(false);
    }
  };

  const options: MRT_TableOptions<Row> = {
    columns,
    data: rows,
    ...commonTableOptions<Row>(t, language),
    manualPagination: true,
    manualSorting: true,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    rowCount: total,
    renderEmptyRowsFallback: () => (
      <Text c="dimmed" ta="center" py="xl" fs="italic" title={t('clickSearch')}>
        {searched ? t('noRecords') : t('clickSearch')}
      </Text>
    ),
    renderTopToolbarCustomActions: ({ table }) => (
      <Group gap="sm">
        <Text size="sm" data-testid="total-records">
          {t('totalRecords')}: {total}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          disabled={!exportValues}
          loading={exporting}
          onClick={onExport}
        >
          {t('exportToExcel')}
        </Button>
        {def.actions?.({
          values: searched,
          rows,
          ticked: table.getSelectedRowModel().rows.map((r) => r.original),
        })}
        {searched && def.toolbar?.({ values: searched, rows, picked: table.getSelectedRowModel().rows[0]?.original })}
      </Group>
    ),
    enableRowActions: Boolean(def.rowActions),
    positionActionsColumn: 'first',
    renderRowActions: def.rowActions ? ({ row }) => def.rowActions?.(row.original) : undefined,
    enableRowSelection: Boolean(def.pickOne || def.pickMany),
    enableMultiRowSelection: def.pickMany ?? false,
    enableSelectAll: def.pickMany ?? false,
    // A picked or ticked row is a row of the result, kept by its id across pages and reloads: a
    // reload that moves the rows must not hand the toolbar another row in the same position.
    getRowId: (row, index) => {
      const id = (row as { id?: unknown }).id;
      return id === undefined || id === null ? `#${index}` : String(id);
    },
    positionToolbarAlertBanner: 'none',
    renderDetailPanel: def.detail && searched ? ({ row }) => def.detail?.(row.original, searched) : undefined,
    mantineTableBodyRowProps: ({ row }) =>
      searched && def.bold?.(row.original, searched) ? { style: { fontWeight: 700 }, 'data-bold': true } : {},
    initialState: { density: 'xs' },
    state: { pagination, sorting, showProgressBars: list.isFetching },
    onPaginationChange: tableState.onPaginationChange,
    onSortingChange: tableState.onSortingChange,
  };

  // At page size All (up to 100,000 rows) the rows are virtual.
  return <GridTable options={options} />;
}
