import { messages, NO_DOMAIN, TOAST_MS } from '@fgss/contracts';
import { Alert, Button, Loader, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconWorld } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/kit/feedback/toast';
import { screenMessage } from '@/lib/api-error';
import { reportCallError } from '@/lib/call-failures';
import { useT } from '@/lib/i18n';
import { authCalls, useLookup, useSubmit } from './auth-calls';
import { AuthFrame } from './auth-frame';
import { AuthLink } from './auth-links';
import { PasswordField, UsernameField } from './credential-fields';
import { ServerSelect } from './server-select';
import { signInErrors } from './sign-in-check';
import { useFinishSignIn } from './use-finish-sign-in';
import { useServerList } from './use-server-list';

interface LoginValues {
  username: string;
  password: string;
  servername: string;
  domain: string;
}

/** /login (spec 1 sections 2, 4, 5): user, password, server by zone with favourites, domain. */
export default function LoginPage() {
  const t = useT();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '', servername: '', domain: '' },
    validate: signInErrors,
  });
  const { typedUsername, servers, loading } = useServerList(form.values.username);
  const domains = useLookup(authCalls.domains, {});
  const token = useSubmit(authCalls.token);
  const finish = useFinishSignIn();
  const busy = token.busy;
  // @mantine/form hands out a new setFieldValue on every render: effects that depended on it
  // re-ran after each of their own updates, a render loop that froze the page on submit.
  const setField = useRef(form.setFieldValue);
  setField.current = form.setFieldValue;

  const selected = servers?.find((s) => s.name === form.values.servername);

  // The user's first favourite is the natural server to offer.
  const firstFavourite = servers?.find((s) => s.isFavorite)?.name;
  useEffect(() => {
    if (firstFavourite && !form.values.servername) setField.current('servername', firstFavourite);
  }, [firstFavourite, form.values.servername]);

  // The domain this user signs in with on this server; NODOMAIN when the lookup fails.
  const serverName = selected?.name;
  const zone = selected?.zone;
  useEffect(() => {
    if (!typedUsername || !serverName) return;
    let current = true;
    authCalls
      .domainName({ username: typedUsername, servername: serverName, category: zone })
      .then(
        (reply) => reply.name || NO_DOMAIN,
        (error: unknown) => {
          reportCallError(error);
          return NO_DOMAIN;
        },
      )
      .then((name) => {
        if (current) setField.current('domain', name);
      });
    return () => {
      current = false;
    };
  }, [typedUsername, serverName, zone]);

  const domainOptions = useMemo(() => {
    const names = domains.data?.map((d) => d.name) ?? [];
    const chosen = form.values.domain;
    return chosen && !names.includes(chosen) ? [...names, chosen] : names;
  }, [domains.data, form.values.domain]);

  const submit = form.onSubmit(async (values) => {
    const who = { username: values.username.trim(), servername: values.servername };
    try {
      const reply = await token.run({
        ...values,
        username: who.username,
        zone: selected?.zone ?? '',
        isFavorite: selected?.isFavorite ?? false,
        isAdmin: false,
      });
      await finish(reply, who, false);
    } catch (error) {
      const message = screenMessage(error, messages.invalidCredentials);
      if (message) toast.error(message, TOAST_MS.login);
    }
  });

  return (
    <AuthFrame
      title={t('loginTitle')}
      subtitle={t('appTitle')}
      links={
        <>
          <AuthLink to="/reset-password">{t('forgotPassword')}</AuthLink>
          <AuthLink to="/create-account">{t('createAccount')}</AuthLink>
          <AuthLink to="/login-admin">{t('adminSignIn')}</AuthLink>
        </>
      }
    >
      {notice && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {notice}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <UsernameField form={form} disabled={busy} />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            disabled={busy}
            {...form.getInputProps('password')}
          />
          <ServerSelect
            label={t('serverName')}
            servers={servers}
            disabled={busy}
            withAsterisk
            rightSection={loading ? <Loader size={14} /> : undefined}
            {...form.getInputProps('servername')}
          />
          <Select
            label={t('domain')}
            data={domainOptions}
            leftSection={<IconWorld size={16} />}
            allowDeselect={false}
            searchable
            disabled={busy}
            withAsterisk
            {...form.getInputProps('domain')}
          />
          <Button type="submit" loading={busy} fullWidth mt="sm" size="md">
            {t('signIn')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
