import type { PlantCalls } from '@/kit/plant/plant-calls';
import type { DateFilter, FilterValues, LookupFilter, PlantFilter, RadioFilter } from '@/kit/report';
import type { QueryProcedure } from '@/lib/procedures';

/** The filters most reports share (spec 3 sections 2.1 and 3), with the contract's names. */

export const plant = (plants: PlantCalls): PlantFilter<'plantID'> => ({
  kind: 'plant',
  name: 'plantID',
  label: 'Plant',
  plants,
});

/** Summary or Detail (S/D): the column set of the result. */
export const reportOption: RadioFilter<'reportOption'> = {
  kind: 'radio',
  name: 'reportOption',
  label: 'Report Option',
  options: [
    { value: 'S', label: 'Summary' },
    { value: 'D', label: 'Detail' },
  ],
  initial: 'S',
};

/** The date range, today to today unless the user changes it. */
export const dates: [DateFilter<'dateFrom'>, DateFilter<'dateTo'>] = [
  { kind: 'date', name: 'dateFrom', label: 'Date From', initial: 'today' },
  { kind: 'date', name: 'dateTo', label: 'Date To', initial: 'today' },
];

/** A lookup scoped to the chosen plant. */
export const plantLookup = <N extends string>(name: N, label: string, call: QueryProcedure): LookupFilter<N> => ({
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
      label: 'Part Number',
      options: [
        { value: 'C', label: 'Customer' },
        { value: 'S', label: 'SEWS' },
      ],
      initial: 'S',
      resets: ['custPart', 'sewsPart'],
    },
    { ...plantLookup('custPart', 'Customer Part No', calls.C), shown: is('C') },
    { ...plantLookup('sewsPart', 'SEWS Part No', calls.S), shown: is('S') },
  ];
}

/** The part of the chosen type (only the shown select holds a value in a search). */
export const chosenPart = (v: { custPart: string | null; sewsPart: string | null }) => v.custPart ?? v.sewsPart;

/** S or D from the report option radio. */
export const summaryOrDetail = (v: string | null): 'S' | 'D' => (v === 'D' ? 'D' : 'S');
