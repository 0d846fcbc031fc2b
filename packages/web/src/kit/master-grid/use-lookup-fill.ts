import { fillingFields } from '@fgss/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useLatestAnswers } from '@/lib/latest-answers';
import { useProcedureFetch } from '@/lib/procedures';
import type { GridProcedures } from './grid-api';
import type { RowRef, Values } from './pending-changes';
import type { GridEntity } from './types';

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/**
 * The cells a row's looked-up code fills (`lookup.fills` of the entity), shown as soon as the code
 * or a field its lookup reads is typed or chosen (issue 16 item 10), through the screen's
 * `{Screen}/Fill` call: the same values the service writes on save. A grid whose contract has no
 * fill call fills nothing here (the service still fills on save).
 */
export function useLookupFill<Row extends Values>(
  entity: GridEntity<Row>,
  procedures: GridProcedures,
  edit: (row: RowRef<Row>, field: string, value: unknown) => void,
) {
  const filling = useMemo(() => fillingFields(entity.fields), [entity]);
  const procedure = procedures.fill;
  // An entity whose lookups fill cells has its Fill call (contracts grid/fill.test.ts).
  const enabled = procedure !== undefined && Object.keys(filling).length > 0;
  const fetchFill = useProcedureFetch(enabled ? procedure : undefined);
  const fetchRef = useRef(fetchFill);
  fetchRef.current = fetchFill;
  // The latest question per row and lookup field: an older answer arriving late is dropped.
  const answers = useLatestAnswers();

  /** The fields whose change may change what is filled. */
  const triggers = useMemo(() => new Set(enabled ? Object.values(filling).flat() : []), [enabled, filling]);

  const fill = useCallback(
    (ref: RowRef<Row>, rowKey: string, values: Values, changed: string) => {
      // Without the screen's fill call the screen's own onEdit fills (fetching would throw).
      if (!enabled) return;
      for (const [field, reads] of Object.entries(filling)) {
        if (!reads.includes(changed)) continue;
        const input = Object.fromEntries(reads.map((f) => [f, text(values[f])]).filter(([, v]) => v !== ''));
        const counts = answers.start(`${rowKey}|${field}`);
        fetchRef
          .current({ ...input, field })
          .then((reply: { values: Record<string, string | null> }) => {
            if (!counts()) return;
            for (const [target, value] of Object.entries(reply.values)) edit(ref, target, value);
          })
          // A failed lookup leaves the cells as they are; the save checks the code again.
          .catch(() => undefined);
      }
    },
    [enabled, filling, edit, answers],
  );

  return { triggers, fill };
}
