import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity.js';

const entity = defineEntity({
  name: 'Sample',
  title: 'Sample',
  fields: {
    id: { kind: 'id', label: 'Id' },
    sequence: { kind: 'int', label: 'Command Sequence', required: true },
  },
  unique: ['sequence'],
  defaultSort: [{ selector: 'sequence' }],
});

const messageOf = (input: unknown) => {
  const parsed = entity.insert.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a required number field', () => {
  it('says a blank cell is required, and a cell that is no number must be one', () => {
    expect(messageOf({ sequence: null })).toBe('Command Sequence is required');
    expect(messageOf({})).toBe('Command Sequence is required');
    expect(messageOf({ sequence: 'x' })).toBe('Command Sequence must be a number');
    expect(messageOf({ sequence: 3 })).toBeNull();
  });
});
