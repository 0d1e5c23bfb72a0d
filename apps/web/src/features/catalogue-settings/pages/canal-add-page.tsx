// /settings/canals/add-canals: a new sales channel (name, code, active), on THE form hook.
import { Card, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { requiredText } from '../../../lib/form-rules';
import { notifySuccess } from '../../../lib/notify';
import { useAddChannel } from '../hooks/use-channels';
import { CANALS_PATH } from './canals-page';

const schema = z.object({
  label: requiredText(1, 120),
  tag: requiredText(2, 60).regex(/^[a-z0-9_-]+$/, 'catalogueSettings.validation.code'),
});
type Values = { label: string; tag: string; isActive: boolean };
/** A code from a name: lower case, accents dropped, other characters as '_'. */
export const codeOf = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);

export function CanalAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddChannel();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: { label: '', tag: '', isActive: true },
    schema,
    serverFields: ['label', 'tag'],
    onSubmit: async (v) => {
      const c = await add.mutateAsync({ label: v.label.trim(), tag: v.tag.trim(), isActive: v.isActive });
      notifySuccess({ message: t('catalogueSettings.channels.added', { name: c.label }) });
      void navigate(CANALS_PATH);
    },
  });
  return (
    <>
      <PageHeader title={t('routes.canalAdd')} description={t('catalogueSettings.channels.addDescription')} />
      <Card withBorder padding="lg" maw={640}>
        <form {...formProps} data-testid="channel-form">
          <Stack gap="md">
            <TextInput
              {...form.getInputProps('label')}
              onChange={(e) => {
                const label = e.currentTarget.value;
                // The code follows the name until the user types one.
                if (!form.isDirty('tag') || form.values.tag === codeOf(form.values.label)) form.setFieldValue('tag', codeOf(label));
                form.setFieldValue('label', label);
              }}
              label={t('catalogueSettings.channels.name')}
              withAsterisk
              maxLength={120}
              data-autofocus
              data-testid="channel-label"
            />
            <TextInput
              {...form.getInputProps('tag')}
              label={t('catalogueSettings.channels.tag')}
              description={t('catalogueSettings.channels.tagHint')}
              withAsterisk
              maxLength={60}
              dir="ltr"
              data-testid="channel-tag"
            />
            <Switch
              {...form.getInputProps('isActive', { type: 'checkbox' })}
              label={t('catalogueSettings.channels.active')}
              data-testid="channel-active"
            />
            <FormActions submitting={submitting} onCancel={() => void navigate(CANALS_PATH)} testId="channel" />
          </Stack>
        </form>
      </Card>
    </>
  );
}
