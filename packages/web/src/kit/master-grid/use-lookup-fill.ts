import { filledFrom, fillingFields } from '@fgss/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useLatestAnswers } from '@/lib/latest-answers';
import { useProcedureFetch } from '@/lib/procedures';
import type { GridProcedures } from './grid-api';
import type { RowRef, Values } from './pending-changes';
import type { FieldLookups, GridEntity } from './types';

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/**
 * The cells a row's looked-up code fills (`lookup.fills` of the entity), shown as soon as the code
 * or a field its lookup reads is typed or chosen: the same values the service writes on save.
 * A field the screen names in `lookups` is filled from the records of the service's own call
 * (Part Mapping's SourceShortPartNumber), picked and mapped by the entity's lookup; the others
 * through the screen's `{Screen}/Fill` call. Without either the field fills nothing here (the
 * service still fills on save).
 */
export function useLookupFill<Row extends Values>(
  entity: GridEntity<Row>,
  procedures: GridProcedures,
  edit: (row: RowRef<Row>, field: string, value: unknown) => void,
  lookups: FieldLookups = {},
) {
  const procedure = procedures.fill;
  const fetchFill = useProcedureFetch(procedure);
  const fetchRef = useRef(fetchFill);
  fetchRef.current = fetchFill;
  const lookupsRef = useRef(lookups);
  lookupsRef.current = lookups;
  // Screens pass their lookups inline: key on the fields they serve, not on the object.
  const own = Object.keys(lookups).sort().join(',');
  const hasFill = procedure !== undefined;
  const filling = useMemo(() => {
    const served = new Set(own.split(','));
    const all = Object.entries(fillingFields(entity.fields));
    return Object.fromEntries(all.filter(([field]) => hasFill || served.has(field)));
  }, [entity, own, hasFill]);
  // The latest question per row and lookup field: an older answer arriving late is dropped.
  const answers = useLatestAnswers();

  /** The fields whose change may change what is filled. */
  const triggers = useMemo(() => new Set(Object.values(filling).flat()), [filling]);

  const fill = useCallback(
    (ref: RowRef<Row>, rowKey: string, values: Values, changed: string) => {
      /** What the field's code fills: from the screen's own lookup, else from the Fill call. */
      const filled = async (field: string, reads: string[]): Promise<Record<string, string | null>> => {
        const lookup = entity.fields[field]?.lookup;
        const own = lookupsRef.current[field];
        if (own && lookup) return filledFrom(lookup, text(values[field]) ? await own(values) : [], values);
        const input = Object.fromEntries(reads.map((f) => [f, text(values[f])]).filter(([, v]) => v !== ''));
        const reply: { values: Record<string, string | null> } = await fetchRef.current({ ...input, field });
        return reply.values;
      };
      for (const [field, reads] of Object.entries(filling)) {
        if (!reads.includes(changed)) continue;
        const counts = answers.start(`${rowKey}|${field}`);
        filled(field, reads)
          .then((cells) => {
            if (!counts()) return;
            for (const [target, value] of Object.entries(cells)) edit(ref, target, value);
          })
          // A failed lookup leaves the cells as they are; the save checks the code again.
          .catch(() => undefined);
      }
    },
    [entity, filling, edit, answers],
  );

  return { triggers, fill };
}
