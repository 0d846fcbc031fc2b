import { MantineReactTable, type MRT_RowData, type MRT_TableOptions, useMantineReactTable } from 'mantine-react-table';
import { drawsEveryRow, virtualRowOptions } from './virtual-rows';

/**
 * A grid's table at its page size: at All its rows are virtual (see virtual-rows). Row
 * virtualisation is fixed when mantine-react-table makes its table, so All gets a table of its
 * own; the grid keeps its state (page, sorts, filters, pending changes) above it, in `options`.
 */
export function GridTable<T extends MRT_RowData>({ options }: { options: MRT_TableOptions<T> }) {
  const pageSize = options.state?.pagination?.pageSize ?? options.initialState?.pagination?.pageSize ?? 10;
  const paged = drawsEveryRow(pageSize);
  return paged ? (
    <Table key="paged" options={options} />
  ) : (
    // (Cast: the spread of two generic option types is too deep for the type checker to follow.)
    <Table key="all" options={{ ...options, ...virtualRowOptions<T>() } as MRT_TableOptions<T>} />
  );
}

function Table<T extends MRT_RowData>({ options }: { options: MRT_TableOptions<T> }) {
  return <MantineReactTable table={useMantineReactTable(options)} />;
}
