import { describe, expect, it } from 'vitest';
import { callNameList } from './call-name-list.js';
import { callNames } from './call-names.js';

describe('the plain list of call names', () => {
  it('is the registry’s, in its order (else run `npx tsx scripts/write-call-names.ts`)', () => {
    expect(callNameList).toEqual(callNames);
  });
});
