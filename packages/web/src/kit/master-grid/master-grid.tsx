import { MantineReactTable } from 'mantine-react-table';
import { Page } from '../page/page';
import type { GridPath } from './grid-api';
import type { MasterGridProps } from './types';
import { useMasterGrid } from './use-master-grid';

/**
 * The master grid archetype (spec 1 sections 2 and 4): a screen declares its entity, its calls
 * and what is particular to it; the kit gives the toolbar, filter row, multi-sort, pager, search
 * panel, batched add / edit / delete with validation and confirmations, and the Excel export.
 */
export function MasterGrid<P extends GridPath>(props: MasterGridProps<P>) {
  const { table, title } = useMasterGrid(props);
  return (
    <Page title={title} actions={props.actions}>
      <MantineReactTable table={table} />
    </Page>
  );
}
