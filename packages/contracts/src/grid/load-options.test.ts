import { describe, expect, it } from 'vitest';
import { AccountCalendar } from '../configuration/admin-masters/account-calendar.js';
import { LocationMaster } from '../configuration/location-master.js';
import { XREFMaintenance } from '../configuration/parts/xref-maintenance.js';
import { SystemParameters } from '../configuration/system-parameters.js';
import { loadOptions } from './load-options.js';

/** What a list call keeps of a query: the load options and the scope parameters its grid declares. */
const kept = (call: { input: { parse(v: unknown): unknown } }, query: Record<string, unknown>) =>
  call.input.parse({ take: 10, ...query });
const everyScope = { option: 'Inventory', plantid: 'JRZ1', printerType: 'Zebra', year: '2026', barCodeType2D: 'QR' };

describe('scope parameters, by grid', () => {
  it('keeps only the scope parameters a grid declares', () => {
    expect(loadOptions(['name'], ['plantid']).parse({ take: '5', ...everyScope })).toEqual({
      take: 5,
      plantid: 'JRZ1',
    });
    expect(loadOptions(['name']).parse(everyScope)).toEqual({});
  });

  it("takes a master grid's from its entity, and a custom one where the screen has it", () => {
    expect(kept(XREFMaintenance.list, everyScope)).toEqual({ take: 10, plantid: 'JRZ1' });
    expect(kept(SystemParameters.list, everyScope)).toEqual({ take: 10, option: 'Inventory' });
    expect(kept(LocationMaster.list, everyScope)).toEqual({ take: 10 });
    // The account calendar shows one year's months: its scope is the year, as a number.
    expect(kept(AccountCalendar.list, everyScope)).toEqual({ take: 10, year: 2026 });
  });

  it("still checks a declared parameter's value", () => {
    expect(() => kept(AccountCalendar.list, { year: '1999' })).toThrow();
    expect(() => kept(XREFMaintenance.list, { plantid: 'JRZ1\u0000' })).toThrow(/control characters/);
  });
});
