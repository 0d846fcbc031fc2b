import { BoxLabelFormat, Location, SystemParameter } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { buildBatch } from './batch';
import { noChanges, pendingReducer } from './pending-changes';

type Loc = { id: number; location_cd: string | null; location_nm: string | null; default_loc: boolean };
const saved: Loc = { id: 7, location_cd: 'A1', location_nm: 'Alpha', default_loc: true };
const blank: Loc = { id: 0, location_cd: '', location_nm: '', default_loc: false };

describe('buildBatch', () => {
  it('sends new rows, edited rows as whole rows and deleted rows by id, as the contract parses them', () => {
    let s = noChanges<Loc>();
    s = pendingReducer(s, { type: 'add', values: { ...blank, location_cd: ' b2 ', location_nm: 'Beta' } });
    s = pendingReducer(s, {
      type: 'edit',
      row: { kind: 'existing', id: 7, base: saved },
      field: 'location_nm',
      value: 'Alpha 2',
    });
    s = pendingReducer(s, { type: 'remove', row: { kind: 'existing', id: 9, base: { ...saved, id: 9 } } });
    const result = buildBatch(Location, s);
    expect(result).toEqual({
      ok: true,
      batch: {
        inserted: [{ location_cd: 'B2', location_nm: 'Beta' }],
        updated: [{ id: 7, location_cd: 'A1', location_nm: 'Alpha 2', default_loc: true }],
        deleted: [{ id: 9 }],
      },
    });
  });

  it('gives the message of each invalid cell by row key and blocks the save', () => {
    let s = noChanges<Loc>();
    s = pendingReducer(s, { type: 'add', values: { ...blank, location_cd: 'TOOLONG1' } });
    const result = buildBatch(Location, s);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['new:1']);
    expect(result.errors['new:1']?.location_cd).toMatch(/at most 6/);
    expect(result.errors['new:1']?.location_nm).toMatch(/required/);
    expect(result.invalid).toEqual([
      { key: 'new:1', values: expect.objectContaining({ location_cd: 'TOOLONG1' }), newRow: 1 },
    ]);
  });

  it('gives a row-wide rule of the entity beside the field messages, so one save lists them all', () => {
    let s = noChanges<Record<string, unknown>>();
    s = pendingReducer(s, {
      type: 'add',
      values: {
        labelFormat: 'BX1',
        masterTicketCopies: 0,
        boxTicketCopies: 10,
        reportName: 'R',
        speed: 11,
        darkness: -11,
        extraInput: true,
        inputName: '',
      },
    });
    const result = buildBatch(BoxLabelFormat, s);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors['new:1'] ?? {})).toEqual([
      'masterTicketCopies',
      'boxTicketCopies',
      'speed',
      'darkness',
      'inputName',
    ]);
  });

  it('does not send an edited row that is also deleted', () => {
    let s = noChanges<Loc>();
    const ref = { kind: 'existing' as const, id: 7, base: saved };
    s = pendingReducer(s, { type: 'edit', row: ref, field: 'location_nm', value: '' });
    s = pendingReducer(s, { type: 'remove', row: ref });
    expect(buildBatch(Location, s)).toEqual({ ok: true, batch: { inserted: [], updated: [], deleted: [{ id: 7 }] } });
  });

  it('turns empty optional parameter texts into empty strings (parameter master)', () => {
    let s = noChanges<Record<string, unknown>>();
    s = pendingReducer(s, {
      type: 'add',
      values: {
        option: 'General',
        parameter_c: 'x',
        mfG_PLANT: null,
        parameter_c1: null,
        parameter_c2: '',
        parameteR_NM: null,
        parameter_Value: '1',
        remarks: 'r',
      },
    });
    const result = buildBatch(SystemParameter, s);
    expect(result.ok && result.batch.inserted[0]).toMatchObject({
      parameter_c: 'X',
      mfG_PLANT: '',
      parameter_c1: '',
      parameter_c2: '',
      parameteR_NM: '',
    });
  });
});
