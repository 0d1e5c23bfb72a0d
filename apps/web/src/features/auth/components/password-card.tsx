import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../hooks/use-profile';
import { passwordFormSchema, type PasswordFormValues } from '../schemas';

/** Password change: the current password is required; a wrong one comes back as a field error (422). */
export function PasswordCard() {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { form, formProps, submitting } = useAppForm<PasswordFormValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    schema: passwordFormSchema,
    serverFields: ['currentPassword', 'newPassword'],
    afterSave: 'reset',
    onSubmit: async (values) => {
      await update.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      notifySuccess({ message: t('profile.password.changed') });
    },
  });

  return (
    <Card component="form" {...formProps} data-testid="password-form">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          {t('profile.password.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('profile.password.text')}
        </Text>
      </Stack>
      <Stack gap="md">
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          data-testid="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('validation.minLength', { min: 8 })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            withAsterisk
            data-testid="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            data-testid="confirm-password"
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={submitting} data-testid="password-save">
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
