import { MantineReactTable, type MRT_RowData, type MRT_TableOptions, useMantineReactTable } from 'mantine-react-table';
import { SaveErrorList } from '../grid/save-error-list';
import { Page } from '../page/page';
import type { GridProcedures } from './grid-api';
import type { MasterGridProps } from './types';
import { useMasterGrid } from './use-master-grid';

/**
 * The master grid archetype (spec 1 sections 2 and 4): a screen declares its entity, its
 * procedures and what is particular to it; the kit gives the toolbar, filter row, multi-sort,
 * pager, search panel, batched add / edit / delete with validation and confirmations, the Excel
 * export, and for a scoped grid the selector with its cancel question.
 */
export function MasterGrid<N extends GridProcedures>(props: MasterGridProps<N>) {
  const { scope } = props;
  const actions = (
    <>
      {props.actions}
      {scope?.select}
    </>
  );
  if (scope && scope.value === null) {
    return (
      <Page title={props.title ?? props.entity.title} actions={actions}>
        {null}
      </Page>
    );
  }
  // Another scope value is another grid: its pending changes were confirmed away by the selector.
  return <Grid key={scope && JSON.stringify([scope.value, scope.also])} {...props} actions={actions} />;
}

function Grid<N extends GridProcedures>(props: MasterGridProps<N>) {
  const { options, paged, title, saveErrors } = useMasterGrid(props);
  // Row virtualisation is fixed when the table is made: page size All gets a table of its own.
  // The grid's state (page, sorts, filters, pending changes) lives above it and carries over.
  return (
    <Page title={title} actions={props.actions}>
      {props.notice}
      <SaveErrorList errors={saveErrors} />
      <Table key={paged ? 'paged' : 'all'} options={options} />
    </Page>
  );
}

function Table<T extends MRT_RowData>({ options }: { options: MRT_TableOptions<T> }) {
  return <MantineReactTable table={useMantineReactTable(options)} />;
}
