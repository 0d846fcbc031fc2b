import type { PlantCalls } from '@/kit/plant/plant-calls';
import type { DateFilter, FilterValues, LookupFilter, PlantFilter, RadioFilter } from '@/kit/report';
import type { TextKey } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';

/** The filters most reports share (spec 3 sections 2.1 and 3), with the contract's names. */

export const plant = (plants: PlantCalls): PlantFilter<'plantID'> => ({
  kind: 'plant',
  name: 'plantID',
  label: 'plant',
  plants,
});

/** Summary or Detail (S/D): the column set of the result. */
export const reportOption: RadioFilter<'reportOption'> = {
  kind: 'radio',
  name: 'reportOption',
  label: 'reportOption',
  options: [
    { value: 'S', label: 'summary' },
    { value: 'D', label: 'detail' },
  ],
  initial: 'S',
};

/** The date range, today to today unless the user changes it. */
export const dates: [DateFilter<'dateFrom'>, DateFilter<'dateTo'>] = [
  { kind: 'date', name: 'dateFrom', label: 'dateFrom', initial: 'today' },
  { kind: 'date', name: 'dateTo', label: 'dateTo', initial: 'today' },
];

/** A lookup scoped to the chosen plant. */
export const plantLookup = <N extends string>(name: N, label: TextKey, call: QueryProcedure): LookupFilter<N> => ({
  kind: 'lookup',
  name,
  label,
  call,
  input: (v) => ({ plantID: v.plantID }),
});

/**
 * The part number type (C customer, S SEWS) and the part select of that type: changing the type
 * empties the part and shows the matching select (spec 3 section 2.1).
 */
export function partFilters<O extends string>(
  option: O,
  calls: { C: QueryProcedure; S: QueryProcedure },
): [RadioFilter<O>, LookupFilter<'custPart'>, LookupFilter<'sewsPart'>] {
  const is = (kind: string) => (v: FilterValues) => v[option] === kind;
  return [
    {
      kind: 'radio',
      name: option,
      label: 'partNumber',
      options: [
        { value: 'C', label: 'customer' },
        { value: 'S', label: 'sews' },
      ],
      initial: 'S',
      resets: ['custPart', 'sewsPart'],
    },
    { ...plantLookup('custPart', 'customerPartNo', calls.C), shown: is('C') },
    { ...plantLookup('sewsPart', 'sewsPartNo', calls.S), shown: is('S') },
  ];
}

/** The part of the chosen type (only the shown select holds a value in a search). */
export const chosenPart = (v: { custPart: string | null; sewsPart: string | null }) => v.custPart ?? v.sewsPart;

/** S or D from the report option radio. */
export const summaryOrDetail = (v: string | null): 'S' | 'D' => (v === 'D' ? 'D' : 'S');
