import { auth, messages, TOAST_MS } from '@fgss/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/kit/feedback/toast';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-validate';
import { authCalls, useSubmit } from './auth-calls';
import { AuthFrame } from './auth-frame';
import { AuthLink } from './auth-links';
import type { ChangePasswordState } from './login-outcome';
import { ServerSelect } from './server-select';
import { useServerList } from './use-server-list';

/** /reset-password: a code is mailed, then the user sets a new password with it (the spec's toast calls it a temporary password). */
export default function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { username: '', servername: '' },
    validate: zodValidate(auth.authentication.resetPassword.input),
  });
  const { servers } = useServerList(form.values.username);
  // Its failures are the page's to tell: the spec's 'Failed to reset password', whatever failed.
  const reset = useSubmit(authCalls.resetPassword, { showsOwnFailure: true });

  const submit = form.onSubmit(async (values) => {
    const username = values.username.trim();
    try {
      await reset.run({ username, servername: values.servername });
    } catch (error) {
      if (screenMessage(error, messages.resetFailed)) toast.error(messages.resetFailed, TOAST_MS.short);
      return;
    }
    toast.success(messages.resetSent, TOAST_MS.reset);
    const state: ChangePasswordState = { username, servername: values.servername, message: 'Received Code' };
    navigate('/change-password/1', { state });
  });

  return (
    <AuthFrame title={t('resetPasswordTitle')} links={<AuthLink to="/login">{t('backToLogin')}</AuthLink>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('emailOrUsername')}
            autoComplete="username"
            leftSection={<IconUser size={16} />}
            disabled={reset.busy}
            withAsterisk
            {...form.getInputProps('username')}
          />
          <ServerSelect
            label={t('serverName')}
            servers={servers}
            disabled={reset.busy}
            withAsterisk
            {...form.getInputProps('servername')}
          />
          <Button type="submit" loading={reset.busy} fullWidth mt="sm" size="md">
            {t('sendResetCode')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
