import { GridTable } from '../grid/grid-table';
import { RefusedChangesList } from '../grid/refused-changes-list';
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
  const { options, title, saveErrors, refused } = useMasterGrid(props);
  return (
    <Page title={title} actions={props.actions}>
      {props.notice}
      <SaveErrorList errors={saveErrors} />
      <RefusedChangesList refused={refused} />
      <GridTable options={options} />
    </Page>
  );
}
