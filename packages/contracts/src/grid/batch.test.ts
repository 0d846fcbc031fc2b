import { describe, expect, it } from 'vitest';
import { combineMessages } from './batch.js';

describe('combineMessages', () => {
  it('shows each distinct message once, one per line', () => {
    expect(combineMessages('Saved Successfully\nSaved Successfully', 'OK', null, ' OK ')).toBe(
      'Saved Successfully\nOK',
    );
  });
});
