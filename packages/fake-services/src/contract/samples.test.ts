import { batchSaveNames, type CallName, callNames } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { samples } from './samples/index.js';

/** The one place a call without a sample fails: the contract test and the matrix run what is here. */
describe('the sample registry', () => {
  const names = [...callNames, ...batchSaveNames];
  it('has a sample for every registry call and grid save: add it under src/contract/samples/', () => {
    expect(names.filter((name) => Object.keys(samples[name] ?? {}).length === 0)).toEqual([]);
  });

  it('has no sample for a call the registry no longer has', () => {
    expect(Object.keys(samples).filter((name) => !names.includes(name as CallName))).toEqual([]);
  });
});
