import { type BatchSaveReply, type FieldKind, messages, outcomeText, SAVE_KINDS, type SaveKind } from '@fgss/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import type { InputOf, MutationProcedure, ReplyOf } from '@/lib/procedures';
import { confirm } from '../feedback/confirm';
import { toast } from '../feedback/toast';
import { buildBatch } from './batch';
import type { GridRow } from './columns';
import { hasChanges, noChanges, pendingReducer, type RowRef, type Values } from './pending-changes';
import { breaksOnePrimary } from './primary-rule';
import { editedRows, gridRows, keepUnchangedRows, type ShownGrid, type ShownRows } from './stable-rows';
import type { GridEntity } from './types';

/** No cell has a message (one object, so that an edit's rows can tell nothing else changed). */
const noMessages: Record<string, Record<string, string>> = {};

/** What a new row's cells hold before the user types. */
const emptyValue: Record<FieldKind, unknown> = { id: null, text: '', bool: false, int: null };

/** A kind of changes the service refused at the last save, with its words; those changes stay pending. */
export interface RefusedChanges {
  kind: SaveKind;
  message: string;
}

/** What a save needs of the grid's procedures (see useGridProcedures). */
interface SaveCalls<Row> {
  save: UseMutationResult<ReplyOf<MutationProcedure>, unknown, InputOf<MutationProcedure>>;
  reload(): Promise<void>;
  primaryRows(): Promise<Row[]>;
}

/**
 * The batch editing of a master grid (spec 1 section 4): changes pile up until Save, which
 * validates every changed row with the contract, checks the one-primary rule, confirms, sends the
 * batch (the gateway sends its deletes, updates and inserts) and reloads; Revert confirms and drops
 * them. The kinds of changes that saved are no longer pending; those the service refused stay,
 * with its message, until the next save or revert.
 */
export function useBatchEdit<Row extends Values>(
  entity: GridEntity<Row>,
  loaded: Row[],
  newRow: Partial<Row> | undefined,
  { save, reload, primaryRows }: SaveCalls<Row>,
) {
  const t = useT();
  const [pending, dispatch] = useReducer(pendingReducer<Row>, undefined, noChanges<Row>);
  // Counts the saves refused for invalid cells: from the first, the cells show their messages.
  const [refusals, setRefusals] = useState(0);
  const [refused, setRefused] = useState<RefusedChanges[]>([]);
  const showErrors = refusals > 0;
  // Every changed row is checked on Save; after a refused one, on each change too (its messages show).
  const check = useMemo(() => (showErrors ? buildBatch(entity, pending) : undefined), [entity, pending, showErrors]);
  const shown = useRef<ShownGrid<Row>>();
  const views = useRef<ShownRows<Row>>(new WeakMap());
  const rows = useMemo((): GridRow<Row>[] => {
    const errors = check && !check.ok ? check.errors : noMessages;
    const { idField } = entity;
    const last = shown.current;
    // An edit of a loaded row makes that row anew; anything else, every row (a reload brings
    // every row as a new object: those that read as before stay as they were drawn).
    const edited = editedRows(last, loaded, pending, idField, errors, views.current);
    const next =
      edited ?? keepUnchangedRows(last?.rows ?? [], gridRows(loaded, pending, idField, errors, views.current));
    shown.current = { loaded, pending, errors, rows: next, places: edited ? last?.places : undefined };
    return next;
  }, [loaded, pending, entity, check]);

  const reset = () => {
    dispatch({ type: 'reset' });
    setRefusals(0);
    setRefused([]);
  };

  // After a save the saved changes stay shown until the grid's reload replaces the rows they
  // apply to: dropped before it, the rows would read their old values until it came.
  const savedOver = useRef<{ over: readonly Row[]; kinds: SaveKind[] } | null>(null);
  const settle = () => {
    const saved = savedOver.current;
    if (!saved) return;
    savedOver.current = null;
    dispatch({ type: 'saved', kinds: saved.kinds });
    setRefusals(0);
  };
  if (savedOver.current && savedOver.current.over !== loaded) settle();

  const edit = useCallback(
    (row: RowRef<Row>, field: string, value: unknown) => dispatch({ type: 'edit', row, field, value }),
    [],
  );

  const add = () => {
    const blank = Object.fromEntries(
      Object.entries(entity.fields)
        .filter(([name]) => name !== entity.idField)
        .map(([name, f]) => [name, f.default ?? emptyValue[f.kind]]),
    );
    dispatch({ type: 'add', values: { ...blank, ...newRow } as Row });
  };

  const remove = (row: GridRow<Row>) => {
    const primary = entity.primaryField;
    if (row.state !== 'new' && primary && row.values[primary] === true) {
      toast.warning(
        entity.primaryDeleteMessage ?? t('rowCannotBeDeleted', { label: entity.fields[primary]?.label ?? '' }),
      );
      return;
    }
    dispatch({ type: 'remove', row: row.ref });
  };

  const restore = (row: GridRow<Row>) => {
    if (row.ref.kind === 'existing') dispatch({ type: 'restore', id: row.ref.id });
  };

  const revert = async () => {
    if (await confirm(messages.confirmCancel)) reset();
  };

  /** Every primary row on the server plus the loaded page: what the one-primary rule counts. */
  const knownRows = async (): Promise<Row[] | null> => {
    try {
      return [...(await primaryRows()), ...loaded];
    } catch (e) {
      const message = screenMessage(e, messages.gatewayTimeout);
      if (message) toast.warning(message);
      return null;
    }
  };

  const submit = async () => {
    const result = buildBatch(entity, pending);
    if (!result.ok) {
      // The grid lists every message above it and takes the user to the first cell.
      setRefusals((n) => n + 1);
      return;
    }
    // Every cell is corrected: the list of the refused save stays until this save has its answer,
    // so the toolbar does not move under the click (nor while the question is open).
    const primary = entity.primaryField;
    if (primary) {
      const known = await knownRows();
      if (!known) return;
      if (breaksOnePrimary(known, pending, entity.idField, primary)) {
        toast.warning(messages.onePrimary);
        return;
      }
    }
    if (!(await confirm(messages.confirmSave))) return;
    try {
      const reply: BatchSaveReply = await save.mutateAsync(result.batch);
      // The answer replaces what the last save was told (both lists), at once.
      setRefusals(0);
      const kinds = SAVE_KINDS.filter((kind) => reply[kind]?.saved);
      setRefused(
        SAVE_KINDS.flatMap((kind) => {
          const outcome = reply[kind];
          return outcome && !outcome.saved ? [{ kind, message: outcome.message }] : [];
        }),
      );
      if (kinds.length === 0) return;
      toast.success(outcomeText(kinds.map((kind) => reply[kind])));
      savedOver.current = { over: loaded, kinds };
      try {
        await reload();
      } finally {
        // A reload that brought the same rows (the edits were on another page) ends the wait too.
        settle();
      }
    } catch (e) {
      // The pending changes stay, so the user can correct them and save again.
      const message = screenMessage(e, messages.gatewayTimeout);
      if (message) toast.warning(message);
    }
  };

  const invalid = check && !check.ok ? { errors: check.errors, rows: check.invalid } : undefined;
  return {
    rows,
    dirty: hasChanges(pending),
    saving: save.isPending,
    invalid,
    refusals,
    refused,
    edit,
    add,
    remove,
    restore,
    revert,
    submit,
  };
}
