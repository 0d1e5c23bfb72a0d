import { Alert, Anchor, Button, Checkbox, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useExitPageGuard } from '../../../app/use-back-button';
import { afterLoginTarget } from '../../../app/route-access';
import { useAppForm } from '../../../components/form/use-app-form';
import { isApiError } from '../../../lib/api-error';
import { readStorage, removeStorage } from '../../../lib/safe-storage';
import { isReloadScheduled } from '../../../lib/navigation';
import { SESSION_KEYS } from '../../../lib/storage-keys';
import { AuthShell } from '../components/auth-shell';
import { useLogin } from '../hooks/use-session-mutations';
import { loginFormSchema, type LoginFormValues } from '../login-schema';

export function LoginPage() {
  useExitPageGuard();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  // The 401 notice survives the reload that follows it (api-client → sessionStorage).
  const [notice] = useState(() => readStorage(SESSION_KEYS.authNotice, 'session') === '1');
  const [formError, setFormError] = useState<string | null>(null);

  // Read once; kept while the 401's reload is still to come (the login page can render before it, the notice must be
  // there after it too).
  useEffect(() => {
    if (!isReloadScheduled()) removeStorage(SESSION_KEYS.authNotice, 'session');
  }, []);

  // No unsaved-changes guard: credentials are not worth a question.
  const { form, formProps, submitting } = useAppForm<LoginFormValues>({
    initialValues: { email: '', password: '', remember: true },
    schema: loginFormSchema,
    serverFields: ['email', 'password'],
    guard: false,
    onSubmit: async (values) => {
      setFormError(null);
      try {
        await login.mutateAsync({ email: values.email.trim(), password: values.password, remember: values.remember });
      } catch (error) {
        if (isApiError(error) && !error.isConnectionError && error.errors.length === 0)
          setFormError(error.message || t('auth.wrongCredentials'));
        throw error;
      }
      void navigate(afterLoginTarget(location.search, document.referrer, window.location.origin), { replace: true });
    },
  });
  // A new try clears the previous refusal.
  const { email, password } = form.values;
  useEffect(() => setFormError(null), [email, password]);

  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form {...formProps} data-testid="login-form">
        <Stack gap="md">
          {notice && (
            <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={t('auth.notAuthorized')} data-testid="auth-notice">
              {t('auth.pleaseLogin')}
            </Alert>
          )}
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            withAsterisk
            data-testid="login-email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
            data-testid="login-password"
            {...form.getInputProps('password')}
          />
          <Checkbox label={t('auth.rememberMe')} data-testid="login-remember" {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Button type="submit" size="md" fullWidth loading={submitting} data-testid="login-submit">
            {t('auth.login.submit')}
          </Button>
          <Divider />
          <Text fz="sm" ta="center" c="dimmed">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to="/create-account" fw={600} data-testid="create-account-link">
              {t('auth.login.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
