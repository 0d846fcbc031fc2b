import { dateWindows, reportMessages } from '@fgss/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, textsIn } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { toChoices } from './choices';
import {
  addressValues,
  compactInput,
  dayText,
  initialState,
  reportReducer,
  searchGate,
  shownValues,
  windowMessage,
  withDefaults,
} from './report-state';
import { searchInput, searchIssue } from './search-rules';
import type { FilterDef } from './types';

// Every text, as the pages after sign-in have them (lib/i18n.ts).
beforeAll(loadTexts);

const now = new Date(2026, 2, 17, 15, 45);
const filters: FilterDef[] = [
  { kind: 'plant', name: 'plantID', label: 'plant', plants: trpc.report.ShipmentReport },
  {
    kind: 'radio',
    name: 'partType',
    label: 'partNumber',
    options: [
      { value: 'S', label: 'sews' },
      { value: 'C', label: 'customer' },
    ],
    initial: 'S',
    resets: ['sewsPartNo', 'custPartNo'],
  },
  { kind: 'lookup', name: 'sewsPartNo', label: 'sews', call: 'x' as never, shown: (v) => v.partType === 'S' },
  { kind: 'lookup', name: 'custPartNo', label: 'customer', call: 'x' as never, shown: (v) => v.partType === 'C' },
  { kind: 'date', name: 'dateFrom', label: 'from', initial: 'monthStart' },
  { kind: 'date', name: 'dateTo', label: 'to', initial: 'today' },
  { kind: 'select', name: 'year', label: 'year', options: [], initial: 'currentYear' },
  { kind: 'select', name: 'month', label: 'month', options: [], initial: 'currentMonth' },
  { kind: 'text', name: 'boxSNO', label: 'box', maxLength: 15 },
];
const reduce = reportReducer(filters, () => now);

describe('report filter defaults', () => {
  it('are today, the month start, the current year and month, the radio default, and nothing else', () => {
    expect(initialState(filters, now)).toEqual({
      values: {
        plantID: null,
        partType: 'S',
        sewsPartNo: null,
        custPartNo: null,
        dateFrom: new Date(2026, 2, 1),
        dateTo: new Date(2026, 2, 17),
        year: '2026',
        month: '03',
        boxSNO: null,
      },
      searched: null,
    });
  });

  it('take the server’s active plant for a plant left at its default, and keep a chosen one', () => {
    const { values } = initialState(filters, now);
    expect(withDefaults(filters, values, 'JRZ1').plantID).toBe('JRZ1');
    expect(withDefaults(filters, { ...values, plantID: 'JRZ2' }, 'JRZ1').plantID).toBe('JRZ2');
  });
});

describe('report filters, search and clear', () => {
  it('reset the part select when the part number type changes', () => {
    let state = reduce(initialState(filters, now), { type: 'set', name: 'sewsPartNo', value: '7140-1234' });
    state = reduce(state, { type: 'set', name: 'partType', value: 'C' });
    expect(state.values.partType).toBe('C');
    expect(state.values.sewsPartNo).toBeNull();
  });

  it('send only the part select of the chosen type', () => {
    const values = { ...initialState(filters, now).values, sewsPartNo: 'A', custPartNo: 'B' };
    expect(shownValues(filters, values)).toMatchObject({ sewsPartNo: 'A', custPartNo: null });
    expect(shownValues(filters, { ...values, partType: 'C' })).toMatchObject({ sewsPartNo: null, custPartNo: 'B' });
  });

  it('lock after a search: changes are ignored and a second search keeps the first values', () => {
    const start = reduce(initialState(filters, now), { type: 'set', name: 'boxSNO', value: 'B1' });
    const searched = reduce(start, { type: 'search', values: { ...start.values, plantID: 'JRZ1' } });
    expect(searched.searched).toMatchObject({ boxSNO: 'B1', plantID: 'JRZ1' });
    expect(reduce(searched, { type: 'set', name: 'boxSNO', value: 'B2' })).toBe(searched);
    expect(reduce(searched, { type: 'search', values: start.values })).toBe(searched);
    expect(searchGate(searched, null)).toEqual({ kind: 'locked' });
  });

  it('go back to the defaults and unlock on Clear, with today taken anew', () => {
    const later = new Date(2026, 3, 2);
    const reduceLater = reportReducer(filters, () => later);
    let state = reduce(initialState(filters, now), { type: 'set', name: 'boxSNO', value: 'B1' });
    state = reduce(state, { type: 'search', values: state.values });
    const cleared = reduceLater(state, { type: 'clear' });
    expect(cleared.searched).toBeNull();
    expect(cleared.values).toEqual(initialState(filters, later).values);
    expect(cleared.values.dateTo).toEqual(new Date(2026, 3, 2));
    expect(searchGate(cleared, null)).toEqual({ kind: 'ready' });
  });
});

describe('the date window and the search rules', () => {
  const state = initialState(filters, now);
  const range = (from: Date, to: Date) => ({ ...state.values, dateFrom: from, dateTo: to });

  it('disables Search with the window’s message while the range breaks it, in the user’s language', () => {
    const en = textsIn('EN');
    const message = windowMessage(dateWindows.shipment, range(new Date(2026, 0, 1), new Date(2026, 3, 3)), en);
    expect(message).toBe(reportMessages.tooLong(91));
    expect(searchGate(state, message)).toEqual({ kind: 'disabled', message });
    expect(windowMessage(dateWindows.shipment, range(new Date(2026, 0, 2), new Date(2026, 0, 1)), en)).toBe(
      reportMessages.fromAfterTo,
    );
    expect(windowMessage(dateWindows.shipment, range(new Date(2026, 0, 1), new Date(2026, 3, 2)), en)).toBeNull();
    expect(windowMessage(dateWindows.shipment, range(new Date(2026, 0, 1), new Date(2026, 3, 3)), textsIn('ES'))).toBe(
      '¡El rango de fechas no puede ser mayor de 91 días!',
    );
  });

  it('keeps the order and the earliest date on a report without a window of its own', () => {
    const en = textsIn('EN');
    expect(windowMessage(undefined, range(new Date(1999, 11, 31), new Date(2026, 0, 1)), en)).toBe(
      reportMessages.beforeMin,
    );
    expect(windowMessage(undefined, range(new Date(2026, 0, 2), new Date(2026, 0, 1)), en)).toBe(
      reportMessages.fromAfterTo,
    );
    expect(windowMessage(undefined, range(new Date(2000, 0, 1), new Date(2030, 0, 1)), en)).toBeNull();
  });

  it('leaves a range with a blank date to the search call’s rule, told when Search is pressed', () => {
    const values = { ...state.values, dateFrom: null };
    expect(windowMessage(dateWindows.shipment, values, textsIn('EN'))).toBeNull();
    expect(searchGate(state, null)).toEqual({ kind: 'ready' });
    expect(searchIssue(trpc.report.ShipmentReport.search, { plantID: 'JRZ1', dateTo: '2026-03-17' })).toBe(
      reportMessages.datesRequired,
    );
    expect(searchIssue(trpc.report.BoxHarnessReport.search, { plantID: 'JRZ1' })).toBe(reportMessages.serialRequired);
    expect(searchIssue(trpc.report.BoxHarnessReport.search, { plantID: 'JRZ1', boxSNO: 'B1' })).toBeNull();
  });
});

describe('the search input', () => {
  it('leaves out empty filters (spec 3 section 5)', () => {
    expect(compactInput({ plantID: 'JRZ1', ASN: '', custPartNo: null, dateFrom: undefined, year: 2026 })).toEqual({
      plantID: 'JRZ1',
      year: 2026,
    });
  });
  it('takes each of the call’s inputs from the filter of its name, the screen’s own mapping over them', () => {
    const values = {
      plantID: 'JRZ1',
      reportOption: 'D',
      partNumberOption: 'C',
      custPart: 'CP-1',
      ASN: '',
      dateFrom: new Date(2026, 0, 5),
      dateTo: null,
    };
    const def = { title: 'Shipment Report', filters: [], search: trpc.report.ShipmentReport.search, columns: () => [] };
    expect(searchInput(def, values)).toEqual({
      plantID: 'JRZ1',
      reportOption: 'D',
      partNumberOption: 'C',
      dateFrom: '2026-01-05',
    });
    expect(searchInput({ ...def, query: () => ({ custPartNo: values.custPart }) }, values)).toMatchObject({
      plantID: 'JRZ1',
      custPartNo: 'CP-1',
    });
  });
  it('writes days as yyyy-MM-dd in the user’s calendar', () => {
    expect(dayText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayText(null)).toBeUndefined();
  });
});

describe('lookup choices', () => {
  it('read plain values, plant options as Id - Value, value/text pairs, under data or not', () => {
    expect(toChoices(['ASN1', 2], 'MM/dd/yyyy')).toEqual([
      { value: 'ASN1', label: 'ASN1' },
      { value: '2', label: '2' },
    ]);
    expect(toChoices([{ Id: 'JRZ1', Value: 'Juarez 1', Identifier: 'J1' }], 'MM/dd/yyyy')).toEqual([
      { value: 'JRZ1', label: 'JRZ1 - Juarez 1' },
    ]);
    expect(toChoices({ data: [{ value: '03', text: 'Mar' }] }, 'MM/dd/yyyy')).toEqual([{ value: '03', label: 'Mar' }]);
  });
});

describe('addressValues', () => {
  it('reads the filters an address names, and leaves what does not read to its default', () => {
    const params = new URLSearchParams({
      plantID: 'JRZ1',
      partType: 'C',
      dateFrom: '2026-03-02',
      dateTo: '2026-02-30',
      boxSNO: 'jrz1b00000712',
      other: 'x',
    });
    const upper: FilterDef[] = filters.map((f) => (f.kind === 'text' ? { ...f, upper: true } : f));
    expect(addressValues(upper, params)).toEqual({
      plantID: 'JRZ1',
      partType: 'C',
      dateFrom: new Date(2026, 2, 2),
      boxSNO: 'JRZ1B00000712',
    });
    expect(addressValues(filters, new URLSearchParams({ partType: 'X', boxSNO: ' ' }))).toEqual({});
  });
});
