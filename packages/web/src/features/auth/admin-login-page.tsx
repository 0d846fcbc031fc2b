import { ADMIN_SERVER, messages, TOAST_MS } from '@fgss/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconServerCog } from '@tabler/icons-react';
import { toast } from '@/kit/feedback/toast';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { authCalls, useSubmit } from './auth-calls';
import { AuthFrame } from './auth-frame';
import { AuthLink } from './auth-links';
import { PasswordField, UsernameField } from './credential-fields';
import { signInErrors } from './sign-in-check';
import { useFinishSignIn } from './use-finish-sign-in';

/** The fixed part of an admin sign-in (spec 1 section 9): central server, zone Central, no domain. */
const adminTarget = {
  servername: ADMIN_SERVER.name,
  zone: ADMIN_SERVER.zone,
  domain: ADMIN_SERVER.domain,
  isAdmin: true,
  isFavorite: false,
};

/** /login-admin: group SUPER only, straight to server status. */
export default function AdminLoginPage() {
  const t = useT();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: (values) => signInErrors({ ...values, ...adminTarget }),
  });
  const token = useSubmit(authCalls.token);
  const finish = useFinishSignIn();
  const busy = token.busy;

  const submit = form.onSubmit(async (values) => {
    const username = values.username.trim();
    try {
      const reply = await token.run({ ...values, ...adminTarget, username });
      await finish(reply, { username, servername: ADMIN_SERVER.name }, true);
    } catch (error) {
      const message = screenMessage(error, messages.invalidCredentials);
      if (message) toast.error(message, TOAST_MS.login);
    }
  });

  return (
    <AuthFrame title={t('adminLoginTitle')} links={<AuthLink to="/login">{t('backToLogin')}</AuthLink>}>
      <Alert variant="light" color="gray" icon={<IconServerCog size={18} />}>
        {t('fixedServer')}
      </Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <UsernameField form={form} disabled={busy} />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            disabled={busy}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth mt="sm" size="md">
            {t('signIn')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
