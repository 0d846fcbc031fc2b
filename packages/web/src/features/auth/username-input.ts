import { messages } from '@fgss/contracts';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';

/** The part of a form (@mantine/form) holding a username. */
export interface UsernameForm {
  getInputProps(path: 'username'): ReturnType<UseFormReturnType<{ username: string }>['getInputProps']>;
  setFieldValue(path: 'username', value: string): void;
  setFieldError(path: 'username', error: string): void;
}

/**
 * The username mask (spec 1 section 5): digits cannot be typed or pasted, and the user is told
 * why instead of seeing keys do nothing.
 */
export function maskedUsernameProps(form: UsernameForm) {
  return {
    ...form.getInputProps('username'),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      const kept = typed.replace(/\d/g, '');
      form.setFieldValue('username', kept);
      if (kept !== typed) form.setFieldError('username', messages.usernameNoDigits);
    },
  };
}
