import type { SaveKind } from '@fgss/contracts';

/**
 * The batched changes of a master grid (spec 1 section 4): new rows, edited cells and rows marked
 * for deletion, kept until Save or Revert. Edits keep a snapshot of the row as loaded, so they
 * survive paging, filtering and sorting, which replace the loaded page.
 */
export type Values = Record<string, unknown>;

/** A grid row as the reducer knows it: one of its own new rows, or a loaded row by its id. */
export type RowRef<Row extends Values> = { kind: 'new'; key: string } | { kind: 'existing'; id: number; base: Row };

export interface PendingChanges<Row extends Values> {
  /** Newest first, as the grid shows them on top. */
  added: { key: string; values: Row }[];
  edited: Record<number, { base: Row; changes: Partial<Row> }>;
  deleted: Record<number, Row>;
  nextKey: number;
}

export type PendingAction<Row extends Values> =
  | { type: 'add'; values: Row }
  | { type: 'edit'; row: RowRef<Row>; field: string; value: unknown }
  | { type: 'remove'; row: RowRef<Row> }
  | { type: 'restore'; id: number }
  /** The kinds of changes a save saved: they are no longer pending; a refused kind stays. */
  | { type: 'saved'; kinds: readonly SaveKind[] }
  | { type: 'reset' };

export const noChanges = <Row extends Values>(): PendingChanges<Row> => ({
  added: [],
  edited: {},
  deleted: {},
  nextKey: 1,
});

/** An emptied text cell and a never-filled one are the same value. */
const same = (a: unknown, b: unknown) => Object.is(a ?? '', b ?? '');

export function pendingReducer<Row extends Values>(
  state: PendingChanges<Row>,
  action: PendingAction<Row>,
): PendingChanges<Row> {
  switch (action.type) {
    case 'add':
      return {
        ...state,
        added: [{ key: `new:${state.nextKey}`, values: action.values }, ...state.added],
        nextKey: state.nextKey + 1,
      };
    case 'edit': {
      const { row, field, value } = action;
      if (row.kind === 'new') {
        return {
          ...state,
          added: state.added.map((a) => (a.key === row.key ? { ...a, values: { ...a.values, [field]: value } } : a)),
        };
      }
      const base = state.edited[row.id]?.base ?? row.base;
      const changes = { ...state.edited[row.id]?.changes, [field]: value } as Partial<Row>;
      if (same(base[field], value)) delete changes[field];
      const edited = { ...state.edited };
      if (Object.keys(changes).length > 0) edited[row.id] = { base, changes };
      else delete edited[row.id];
      return { ...state, edited };
    }
    case 'remove': {
      const { row } = action;
      if (row.kind === 'new') return { ...state, added: state.added.filter((a) => a.key !== row.key) };
      return { ...state, deleted: { ...state.deleted, [row.id]: state.edited[row.id]?.base ?? row.base } };
    }
    case 'restore': {
      const deleted = { ...state.deleted };
      delete deleted[action.id];
      return { ...state, deleted };
    }
    case 'saved':
      return withoutSaved(state, new Set(action.kinds));
    case 'reset':
      return noChanges();
  }
}

/**
 * The changes left once `saved` kinds are saved. An edit of a row marked for deletion was not
 * sent as an update: it goes with the deletion.
 */
function withoutSaved<Row extends Values>(state: PendingChanges<Row>, saved: Set<SaveKind>): PendingChanges<Row> {
  const deletedGone = saved.has('deleted');
  const edited = Object.fromEntries(
    Object.entries(state.edited).filter(([id]) => (state.deleted[Number(id)] ? !deletedGone : !saved.has('updated'))),
  ) as PendingChanges<Row>['edited'];
  return {
    ...state,
    added: saved.has('inserted') ? [] : state.added,
    edited,
    deleted: deletedGone ? {} : state.deleted,
  };
}

export function hasChanges(state: PendingChanges<Values>): boolean {
  return state.added.length > 0 || Object.keys(state.edited).length > 0 || Object.keys(state.deleted).length > 0;
}

export type RowState = 'new' | 'edited' | 'deleted' | 'unchanged';

/** A row as the grid shows it: its current values, what changed, and how to address it. */
export interface ViewRow<Row extends Values> {
  key: string;
  ref: RowRef<Row>;
  state: RowState;
  values: Row;
  changed: string[];
}

export const existingKey = (id: number) => `id:${id}`;

/** The rows to show: new rows on top, then the loaded page with edits applied and deletions marked. */
export function viewRows<Row extends Values>(
  loaded: readonly Row[],
  state: PendingChanges<Row>,
  idField: string,
): ViewRow<Row>[] {
  const added = state.added.map(
    (a): ViewRow<Row> => ({
      key: a.key,
      ref: { kind: 'new', key: a.key },
      state: 'new',
      values: a.values,
      changed: Object.keys(a.values),
    }),
  );
  return [...added, ...loaded.map((row) => viewRow(row, state, idField))];
}

/** A loaded row as the grid shows it: its edits applied, its deletion marked. */
export function viewRow<Row extends Values>(row: Row, state: PendingChanges<Row>, idField: string): ViewRow<Row> {
  const id = row[idField] as number;
  const edit = state.edited[id];
  const values = edit ? { ...row, ...edit.changes } : row;
  const rowState: RowState = state.deleted[id] ? 'deleted' : edit ? 'edited' : 'unchanged';
  return {
    key: existingKey(id),
    ref: { kind: 'existing', id, base: row },
    state: rowState,
    values,
    changed: edit ? Object.keys(edit.changes) : [],
  };
}

/**
 * Every row the client knows of, as it would be after the save: `known` (loaded or looked-up
 * rows, possibly overlapping) with edits applied, deletions removed and new rows added.
 */
export function rowsAfterChanges<Row extends Values>(
  known: readonly Row[],
  state: PendingChanges<Row>,
  idField: string,
): Row[] {
  const byId = new Map<number, Row>();
  for (const row of [...known, ...Object.values(state.edited).map((e) => e.base)])
    byId.set(row[idField] as number, row);
  const existing = [...byId.entries()]
    .filter(([id]) => !state.deleted[id])
    .map(([id, row]) => ({ ...row, ...state.edited[id]?.changes }));
  return [...state.added.map((a) => a.values), ...existing];
}
