import { MantineReactTable, type MRT_RowData, type MRT_TableOptions, useMantineReactTable } from 'mantine-react-table';
import { useDeferredValue } from 'react';
import { drawsEveryRow, virtualRowOptions } from './virtual-rows';

/** More rows than any paged size draws (the pager's sizes go to 60). */
const PAGE_ROWS_AT_MOST = 100;

/**
 * A grid's table at its page size: at All its rows are virtual (see virtual-rows). Row
 * virtualisation is fixed when mantine-react-table makes its table, so All gets a table of its
 * own; the grid keeps its state (page, sorts, filters, pending changes) above it, in `options`.
 */
export function GridTable<T extends MRT_RowData>({ options }: { options: MRT_TableOptions<T> }) {
  const pageSize = options.state?.pagination?.pageSize ?? options.initialState?.pagination?.pageSize ?? 10;
  const paged = drawsEveryRow(pageSize);
  // The other table is made after the page size's own render: that render starts the load of
  // the new page, and the new table is drawn while the rows are on their way, not before.
  const drawnPaged = useDeferredValue(paged);
  if (drawnPaged) {
    // Until then the paged table stays; rows of All that come first wait for the virtual table.
    const data = paged ? options.data : options.data.slice(0, PAGE_ROWS_AT_MOST);
    return <Table key="paged" options={{ ...options, data } as MRT_TableOptions<T>} />;
  }
  // (Cast: the spread of two generic option types is too deep for the type checker to follow.)
  return <Table key="all" options={{ ...options, ...virtualRowOptions<T>() } as MRT_TableOptions<T>} />;
}

function Table<T extends MRT_RowData>({ options }: { options: MRT_TableOptions<T> }) {
  return <MantineReactTable table={useMantineReactTable(options)} />;
}
