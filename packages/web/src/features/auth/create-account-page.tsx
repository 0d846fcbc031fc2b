import { messages } from '@fgss/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useT } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-validate';
import { AuthFrame } from './auth-frame';
import { AuthLink } from './auth-links';
import { PasswordField } from './credential-fields';

const signUp = z
  .object({
    email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
    password: z.string().min(1, messages.passwordRequired),
    confirmPassword: z.string().min(1, messages.confirmationRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  });

/**
 * /create-account: the spec's sign-up succeeds locally only (spec 1 section 4). Nothing is sent;
 * the login page then says so, so nobody waits for an account that will not come.
 */
export default function CreateAccountPage() {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: zodValidate(signUp),
  });

  const submit = form.onSubmit(() => navigate('/login', { state: { notice: t('signUpNotice') } }));

  return (
    <AuthFrame title={t('signUpTitle')} links={<AuthLink to="/login">{t('backToLogin')}</AuthLink>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            leftSection={<IconMail size={16} />}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField label={t('password')} autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordField
            label={t('confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth mt="sm" size="md">
            {t('createAccount')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
