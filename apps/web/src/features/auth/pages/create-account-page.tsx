import { USER_TYPES, type UserType } from '@comptoir/shared';
import { Anchor, Button, Checkbox, Divider, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { AuthShell } from '../components/auth-shell';
import { useRegister } from '../hooks/use-session-mutations';
import { registerFormSchema, type RegisterFormValues } from '../schemas';

const FIELDS = ['userType', 'name', 'entrepriseName', 'email', 'tel', 'password', 'acceptTerms'];

export function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const { form, formProps, submitting } = useAppForm<RegisterFormValues>({
    initialValues: { userType: 'entreprise', name: '', entrepriseName: '', email: '', tel: '', password: '', acceptTerms: false },
    schema: registerFormSchema,
    serverFields: FIELDS,
    onSubmit: async (values) => {
      const res = await register.mutateAsync({ ...values, acceptTerms: true, email: values.email.trim(), locale: currentLocale() });
      notifySuccess({
        title: t('auth.register.welcome', { name: res.user.name }),
        message: t('auth.register.checkEmail', { email: res.user.email }),
      });
      void navigate('/', { replace: true });
    },
  });

  const userTypes = USER_TYPES.map((value: UserType) => ({ value, label: t(`userTypes.${value}`) }));

  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} wide>
      <form {...formProps} data-testid="create-account-form">
        <Stack gap="md">
          <Select
            label={t('fields.userType')}
            data={userTypes}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            data-testid="register-user-type"
            {...form.getInputProps('userType')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.name')}
              autoComplete="name"
              withAsterisk
              data-testid="register-name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('fields.entrepriseName')}
              autoComplete="organization"
              withAsterisk
              data-testid="register-company"
              {...form.getInputProps('entrepriseName')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              withAsterisk
              data-testid="register-email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.tel')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              withAsterisk
              data-testid="register-tel"
              {...form.getInputProps('tel')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('fields.password')}
            description={t('validation.minLength', { min: 8 })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            withAsterisk
            data-testid="register-password"
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={t('auth.register.acceptTerms')}
            data-testid="register-terms"
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" size="md" fullWidth loading={submitting} data-testid="register-submit">
            {t('auth.register.submit')}
          </Button>
          <Divider />
          <Text fz="sm" ta="center" c="dimmed">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t('auth.register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
