import { PasswordInput, type PasswordInputProps, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { maskedUsernameProps, type UsernameForm } from './username-input';

/** The username of the sign-in forms, with the spec's mask (no digits). */
export function UsernameField({ form, disabled }: { form: UsernameForm; disabled: boolean }) {
  const t = useT();
  return (
    <TextInput
      label={t('username')}
      autoComplete="username"
      leftSection={<IconUser size={16} />}
      disabled={disabled}
      withAsterisk
      {...maskedUsernameProps(form)}
    />
  );
}

/** A required password input of the auth forms; `autoComplete` tells the browser which one it is. */
export function PasswordField(props: PasswordInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <PasswordInput leftSection={<IconLock size={16} />} withAsterisk {...props} />;
}
