import { messages, newPassword, TOAST_MS } from '@fgss/contracts';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { toast } from '@/kit/feedback/toast';
import { errorKind, screenMessage } from '@/lib/api-error';
import { type Translate, useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { zodValidate } from '@/lib/zod-validate';
import { authCalls, useSubmit } from './auth-calls';
import { AuthFrame } from './auth-frame';
import { PasswordField, UsernameField } from './credential-fields';
import type { ChangePasswordState, OldPasswordLabel } from './login-outcome';
import { ServerSelect } from './server-select';
import { useServerList } from './use-server-list';

/** Required fields first, then the password policy the service applies, then the match. */
function changeForm(oldLabel: OldPasswordLabel, t: Translate) {
  return z
    .object({
      username: z.string().trim().min(1, messages.usernameRequired),
      servername: z.string().min(1, messages.serverRequired),
      oldPassword: z
        .string()
        .min(1, oldLabel === 'Old Password' ? messages.oldPasswordRequired : t('receivedCodeRequired')),
      newPassword: z.string().min(1, messages.newPasswordRequired).pipe(newPassword),
      confirmPassword: z.string().min(1, messages.confirmationRequired),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: messages.passwordsDoNotMatch,
    });
}

/**
 * /change-password/:recoveryCode. Sign-in (expired password, first logon) and reset bring the
 * username, server and the first field's label; opened directly, the user gives them here.
 */
export default function ChangePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const carried = useLocation().state as ChangePasswordState | null;
  const oldLabel: OldPasswordLabel = carried?.message ?? 'Old Password';
  const form = useForm({
    initialValues: {
      username: carried?.username ?? '',
      servername: carried?.servername ?? '',
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    validate: zodValidate(changeForm(oldLabel, t)),
  });
  // Sign-in and reset already named the server; only a direct visit asks for it.
  const { servers } = useServerList(form.values.username, { enabled: !carried });
  // Its failures are the page's to tell: a plant that did not answer is the spec's 'Failed to change password'.
  const change = useSubmit(authCalls.changePassword, { showsOwnFailure: true });
  const busy = change.busy;

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await change.run({ ...values, username: values.username.trim() });
      if (!reply.token || !reply.userData) {
        toast.error(reply.message || messages.changeFailed, TOAST_MS.short);
        return;
      }
      session.signIn(reply);
      toast.success(messages.passwordChanged, TOAST_MS.short);
      navigate('/home', { replace: true });
    } catch (error) {
      // The service's password policy and wrong-password texts reach the user (in their language);
      // any other failure is the spec's message, not the network's words.
      const message =
        errorKind(error) === 'rejected' ? screenMessage(error, messages.changeFailed) : messages.changeFailed;
      if (message) toast.error(message, TOAST_MS.short);
    }
  });

  return (
    <AuthFrame
      title={t('changePasswordTitle')}
      subtitle={carried ? `${carried.username} · ${carried.servername}` : undefined}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {!carried && (
            <>
              <UsernameField form={form} disabled={busy} />
              <ServerSelect
                label={t('serverName')}
                servers={servers}
                disabled={busy}
                withAsterisk
                {...form.getInputProps('servername')}
              />
            </>
          )}
          <PasswordField
            label={t(oldLabel === 'Old Password' ? 'oldPasswordLabel' : 'receivedCodeLabel')}
            autoComplete="current-password"
            leftSection={<IconKey size={16} />}
            disabled={busy}
            {...form.getInputProps('oldPassword')}
          />
          <PasswordField
            label={t('newPassword')}
            autoComplete="new-password"
            disabled={busy}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={t('confirmPassword')}
            autoComplete="new-password"
            disabled={busy}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth mt="sm" loading={busy}>
            {t('changePassword')}
          </Button>
          <Button variant="subtle" color="gray" size="md" fullWidth disabled={busy} onClick={() => navigate('/login')}>
            {t('cancel')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
