import { LOCALES, type AuthUser, type Locale } from '@comptoir/shared';
import { Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '../../../app/layout/language-menu';
import { changeLocale, currentLocale } from '../../../i18n/i18n';
import { toLocale } from '../../../i18n/locale';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../hooks/use-profile';
import { profileFormSchema, type ProfileFormValues } from '../schemas';

export function ProfileDetailsCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { form, formProps, submitting } = useAppForm<ProfileFormValues>({
    initialValues: { name: user.name, tel: user.tel ?? '', locale: toLocale(user.locale) ?? currentLocale() },
    schema: profileFormSchema,
    serverFields: ['name', 'tel', 'locale'],
    onSubmit: async (values) => {
      await update.mutateAsync({ name: values.name.trim(), tel: values.tel.trim() || null, locale: values.locale });
      if (values.locale !== currentLocale()) await changeLocale(values.locale);
      notifySuccess({ message: t('profile.saved') });
    },
  });

  const languages = LOCALES.map((l: Locale) => ({ value: l, label: LOCALE_NAMES[l] }));

  return (
    <Card component="form" {...formProps} data-testid="profile-form">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          {t('profile.details.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('profile.details.text')}
        </Text>
      </Stack>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('fields.name')} withAsterisk autoComplete="name" data-testid="profile-name" {...form.getInputProps('name')} />
          <TextInput label={t('fields.tel')} type="tel" autoComplete="tel" data-testid="profile-tel" {...form.getInputProps('tel')} />
          <TextInput
            label={t('fields.email')}
            value={user.email}
            readOnly
            disabled
            description={t('profile.emailReadOnly')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Select label={t('fields.locale')} data={languages} withAsterisk data-testid="profile-locale" {...form.getInputProps('locale')} />
        </SimpleGrid>
        <FormActions submitting={submitting} testId="profile" />
      </Stack>
    </Card>
  );
}
