import { messages, registry } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-validate';

describe('zodValidate', () => {
  const validateLogin = zodValidate(registry.auth.authentication.token.input);

  it("gives the spec's login messages per field", () => {
    expect(validateLogin({ username: '', password: '', servername: '', domain: '' })).toEqual({
      username: messages.usernameRequired,
      password: messages.passwordRequired,
      servername: messages.serverRequired,
      domain: messages.domainRequired,
    });
  });

  it('rejects digits in the username', () => {
    expect(validateLogin({ username: 'planner2', password: 'x', servername: 'S', domain: 'D' })).toEqual({
      username: messages.usernameNoDigits,
    });
  });

  it('gives no errors for a complete form', () => {
    expect(validateLogin({ username: 'planner', password: 'x', servername: 'S', domain: 'D' })).toEqual({});
  });
});
