// Add or edit an external or internal API setting (POST /ExternalApi or /InternalApi: creates, or updates when id is given).
import type { ApiIntegration } from '@comptoir/shared';
import { Button, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import type { IntegrationKind, SavedIntegration } from '../api/entreprise-api';
import { useSaveIntegration } from '../hooks/use-integrations';
import { integrationFormSchema, type IntegrationFormValues } from '../schemas';

const FIELDS = ['name', 'url', 'apiKey', 'isActive'];

interface FormProps {
  kind: IntegrationKind;
  integration: ApiIntegration | null;
  onSaved: (saved: SavedIntegration) => void;
  onCancel: () => void;
}

function IntegrationForm({ kind, integration, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const save = useSaveIntegration(kind);
  const { form, formProps, submitting } = useAppForm<IntegrationFormValues>({
    initialValues: { name: integration?.name ?? '', url: integration?.url ?? '', apiKey: '', isActive: integration?.isActive ?? true },
    schema: integrationFormSchema,
    serverFields: FIELDS,
    guard: false,
    onSubmit: async (v) => {
      const saved = await save.mutateAsync({
        ...(integration ? { id: integration.id } : {}),
        name: v.name.trim(),
        url: v.url.trim(),
        apiKey: v.apiKey.trim(),
        isActive: v.isActive,
      });
      notifySuccess({ message: t(integration ? 'entreprise.integrations.updated' : 'entreprise.integrations.created') });
      onSaved(saved);
    },
  });
  const keyHint = integration
    ? t('entreprise.integrations.keyKeep', { masked: integration.apiKey ?? '—' })
    : t(kind === 'internal' ? 'entreprise.integrations.keyGenerate' : 'entreprise.integrations.keyOptional');

  return (
    <form {...formProps} data-testid={`integration-form-${kind}`}>
      <Stack gap="md">
        <TextInput label={t('entreprise.integrations.name')} withAsterisk data-testid="integration-name" {...form.getInputProps('name')} />
        <TextInput
          label={t('entreprise.integrations.url')}
          placeholder="https://"
          withAsterisk
          dir="ltr"
          inputMode="url"
          data-testid="integration-url"
          {...form.getInputProps('url')}
        />
        <PasswordInput
          label={t('entreprise.integrations.apiKey')}
          description={keyHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          data-testid="integration-key"
          {...form.getInputProps('apiKey')}
        />
        <Switch label={t('entreprise.integrations.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('entreprise.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="integration-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ModalProps extends Omit<FormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
}

export function IntegrationFormModal({ opened, kind, integration, onSaved, onClose }: ModalProps) {
  const { t } = useTranslation();
  const title = t(integration ? 'entreprise.integrations.edit' : 'entreprise.integrations.add', {
    kind: t(`entreprise.integrations.${kind}.short`),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened && (
        <IntegrationForm key={integration?.id ?? 'new'} kind={kind} integration={integration} onSaved={onSaved} onCancel={onClose} />
      )}
    </Modal>
  );
}
