import { SEARCH_PANEL_WIDTH } from '@fgss/contracts';
import type { MRT_Cell, MRT_RowData, MRT_TableOptions } from 'mantine-react-table';
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import type { Translate } from '@/lib/i18n';
import { keptFrameOptions } from './grid-frame';
import { pageSizeOptions } from './page-sizes';
// With the grids, not in the first load: the login page draws no table.
import 'mantine-react-table/styles.css';
import './grid.css';

/**
 * The table settings every grid shares (spec 1 section 2): filter row always shown, multi-column
 * sort, the search panel, the pager sizes, and no column menus or toggles beside them.
 */
export function commonTableOptions<T extends MRT_RowData>(
  t: Translate,
  language: string,
  pageSizes?: readonly number[],
): Partial<MRT_TableOptions<T>> {
  const localization = language === 'ES' ? MRT_Localization_ES : MRT_Localization_EN;
  const controlNames = {
    first: localization.goToFirstPage,
    previous: localization.goToPreviousPage,
    next: localization.goToNextPage,
    last: localization.goToLastPage,
  };
  return {
    ...keptFrameOptions<T>(),
    localization,
    enableMultiSort: true,
    enableColumnActions: false,
    enableColumnFilterModes: false,
    enableGlobalFilterModes: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableToolbarInternalActions: false,
    positionGlobalFilter: 'right',
    // A filter's list is drawn when it opens: Mantine keeps a closed select's options in the page,
    // and a grid has a filter per column (the cells' lists: kit/master-grid/cell-editors).
    mantineFilterSelectProps: { comboboxProps: { keepMounted: false } },
    mantineSearchTextInputProps: { placeholder: t('searchPlaceholder'), w: SEARCH_PANEL_WIDTH, variant: 'default' },
    paginationDisplayMode: 'pages',
    // Mantine's Select takes value/label pairs; MRT's type only names the plain-string form.
    mantinePaginationProps: {
      rowsPerPageOptions: pageSizeOptions(t('all'), pageSizes) as unknown as string[],
      // The pager's icon buttons and page numbers get names in the user's language.
      getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': controlNames[control] }),
      getItemProps: (page: number) => ({ 'aria-label': t('goToPage', { page }) }),
    },
    // The loading bar's name in the user's language (MRT's own is English).
    mantineProgressProps: { 'aria-label': t('loading'), value: 100 },
    mantinePaperProps: { shadow: 'xs', radius: 'md', withBorder: true },
    // A cut-off cell or header reads whole on hover.
    mantineTableBodyCellProps: ({ cell }) => cellTitle(cell),
    mantineTableHeadCellProps: ({ column }) =>
      typeof column.columnDef.header === 'string' ? { title: column.columnDef.header } : {},
    mantineTableProps: {
      striped: 'odd',
      highlightOnHover: true,
      withColumnBorders: true,
      // Columns keep their declared share of the width instead of growing with the filter inputs.
      style: { tableLayout: 'fixed' },
    },
  };
}

/** A cell's whole text as its title, so a cut-off value reads whole on hover; a grid that sets its own cell props spreads it. */
export function cellTitle<T extends MRT_RowData>(cell: MRT_Cell<T>): { title?: string } {
  const value = cell.getValue();
  return typeof value === 'string' || typeof value === 'number' ? { title: String(value) } : {};
}

/**
 * The table's row id for a grid that shows mantine-react-table's loading skeleton. While loading
 * with no rows, MRT feeds the table placeholder rows with every field null, so a screen's id (the
 * server's key) reads the same for all of them; React then cannot tell those rows apart and keeps
 * all but one of them drawn, as grey rows above the real ones, after the rows arrive. Placeholders
 * get their index instead.
 */
export function skeletonSafeRowId<T extends MRT_RowData>(
  rowId: (row: T) => string,
  loading: boolean,
  rows: readonly T[],
): (row: T, index: number) => string {
  return loading && rows.length === 0 ? (_row, index) => `mrt-skeleton-${index}` : (row) => rowId(row);
}
