import { messages, SIGN_IN_MAX_LENGTH } from '@fgss/contracts';
import { currentSpecText } from '@/lib/i18n';

export interface SignInFields {
  username: string;
  password: string;
  servername: string;
  domain: string;
}

/** zod's words for a text over its length, which the gateway's check of the same input gives. */
const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

/**
 * The sign-in forms' check: the rules and messages of the token call's input
 * (auth.authentication.token), written out so that the sign-in page does not load zod and the
 * contracts' schemas (a sixth of its bytes). sign-in-check.test.ts holds it to that schema. The
 * messages are shown in the user's language, as zodValidate shows the other forms'.
 */
export function signInErrors(values: SignInFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const inLanguage = currentSpecText();
  const check = (field: keyof SignInFields, required: string, trim = true) => {
    const text = trim ? values[field].trim() : values[field];
    if (!text) errors[field] = inLanguage(required);
    else if (text.length > SIGN_IN_MAX_LENGTH[field]) errors[field] = inLanguage(tooLong(SIGN_IN_MAX_LENGTH[field]));
  };
  check('username', messages.usernameRequired);
  if (!errors.username && /[0-9]/.test(values.username)) errors.username = inLanguage(messages.usernameNoDigits);
  check('password', messages.passwordRequired, false);
  check('servername', messages.serverRequired);
  check('domain', messages.domainRequired);
  return errors;
}
