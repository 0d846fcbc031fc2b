import { registry } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { zodValidate } from '@/lib/zod-validate';
import { type SignInFields, signInErrors } from './sign-in-check';

const long = (n: number) => 'x'.repeat(n);
const complete: SignInFields = { username: 'planner', password: 'secret', servername: 'FGSSMX01', domain: 'NODOMAIN' };

describe('signInErrors', () => {
  const contract = zodValidate<SignInFields>(registry.auth.authentication.token.input);
  const cases: [string, Partial<SignInFields>][] = [
    ['a complete form', {}],
    ['an empty form', { username: '', password: '', servername: '', domain: '' }],
    ['blanks where text is needed', { username: '  ', password: ' ', servername: ' \t', domain: '  ' }],
    ['digits in the username', { username: 'planner2' }],
    ['digits in a username too long', { username: `${long(50)}1` }],
    ['texts at their limits', { username: long(50), password: long(128), servername: long(50), domain: long(50) }],
    ['texts over their limits', { username: long(51), password: long(129), servername: long(51), domain: long(51) }],
    [
      'padding around a text at its limit',
      { username: ` ${long(50)} `, servername: ` ${long(50)}`, domain: `${long(50)} ` },
    ],
  ];
  it.each(cases)('gives what the contract gives for %s', (_name, change) => {
    const values = { ...complete, ...change };
    expect(signInErrors(values)).toEqual(contract(values));
  });
});
