import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { loadOptions, rowsReply } from '../../grid/load-options.js';
import type { FieldLookup } from '../../grid/lookup.js';

/**
 * A SEWS part number of the row's plant's XREF (the field `plantField` names): the services refuse
 * a part that XREF lacks. `key` sets it on new rows only; `fills` and `prefer` take other fields
 * of the row from the chosen part (grid/lookup.ts).
 */
export function sewsPartField(
  plantField: string,
  { key = false, fills, prefer }: { key?: boolean } & Pick<FieldLookup, 'fills' | 'prefer'> = {},
) {
  return {
    kind: 'text',
    label: 'SEWS Part No.',
    max: 40,
    required: true,
    upper: true,
    key,
    lookup: { table: 'xrefParts', within: { plantId: plantField }, fills, prefer },
  } as const;
}

/**
 * A part of the plant's XREF as the part lookups of these masters list it (the XREF table of
 * the parts domain, read only): what a user picks a SEWS or short part number from.
 */
export const SewsPart = defineEntity({
  name: 'XREF',
  title: 'SEWS parts',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantId: { kind: 'text', label: 'Plant', hidden: true, required: true },
    shorT_PART_NO: { kind: 'text', label: 'Short Part No.' },
    sewS_PART_NO: { kind: 'text', label: 'SEWS Part No.', required: true },
    sewS_DESIGN_LEVEL: { kind: 'text', label: 'Design Level', required: true },
    customerId: { kind: 'text', label: 'Customer' },
  },
  unique: ['plantId', 'sewS_PART_NO', 'sewS_DESIGN_LEVEL'],
  defaultSort: [{ selector: 'sewS_PART_NO' }, { selector: 'sewS_DESIGN_LEVEL' }],
  scope: { plantid: 'plantId' },
});
export type SewsPartRow = z.infer<typeof SewsPart.row>;

/** A paged part lookup: DevExtreme load options over the lookup's columns, plus `extra`. */
export function partLookupCall<E extends z.ZodRawShape>(path: string, screen: string, extra: E) {
  return defineCall({
    service: 'configuration',
    method: 'GET',
    path,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'read' },
    input: z.intersection(loadOptions(SewsPart.columns), z.object(extra)),
    response: rowsReply(SewsPart.row),
  });
}

/**
 * FORD alert part search (spec 1 section 4): with more than 30 items in the list, a search takes
 * at most 3000 rows and matches 'contains' on the first two dash-separated segments of the typed
 * part number; a search waits at most 5000 ms and runs when the user clicks.
 */
export const PART_SEARCH = { manyItems: 30, take: 3000, timeoutMs: 5000 } as const;

export function partSearch(term: string, itemCount: number): { searchValue: string; take?: number } {
  const typed = term.trim();
  if (itemCount <= PART_SEARCH.manyItems) return { searchValue: typed };
  return { searchValue: typed.split('-').slice(0, 2).join('-'), take: PART_SEARCH.take };
}
