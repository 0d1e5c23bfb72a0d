// The collaborator form: identity, contract and pay, stores and time-clock code, emergency contact, documents (the
// file uploader, one file at a time added to the list). THE form hook: every problem shown, the server's under fields.
import { CONTRACT_TYPES, PAY_TYPES, type Collaborator, type CollaboratorBody } from '@comptoir/shared';
import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { FormSection } from '../../stores/components/form-section';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { usersApi } from '../../users/api/users-api';
import { downloadDocument } from './download-document';
import { collaboratorFormSchema, initialValues, SERVER_FIELDS, toBody, type CollaboratorFormValues } from './collaborator-form-schema';

export interface CollaboratorFormProps {
  initial?: Collaborator | null;
  submitLabel: string;
  onSubmit: (body: CollaboratorBody) => Promise<unknown>;
  onCancel: () => void;
}

export function CollaboratorForm({ initial, submitLabel, onSubmit, onCancel }: CollaboratorFormProps) {
  const { t } = useTranslation();
  const stores = useMagasins();
  const canListUsers = useHasAnyTag(['gestion_utilisateur']);
  const users = useQuery({
    queryKey: ['rh', 'link-users'],
    queryFn: () => usersApi.list({ page: 1, limit: 100 }),
    enabled: canListUsers,
  });
  const single = stores.data?.length === 1 ? stores.data[0]!.id : null;
  const { form, formProps, submitting } = useAppForm<CollaboratorFormValues>({
    initialValues: initialValues(initial, single),
    schema: collaboratorFormSchema,
    serverFields: SERVER_FIELDS,
    onSubmit: (values) => onSubmit(toBody(values, initial?.id)),
  });
  const docs = new Map((initial?.documents ?? []).map((d) => [d.id, d.name]));
  const userData = (users.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} · ${u.email}` }));
  if (initial?.userId && !userData.some((u) => u.value === String(initial.userId)))
    userData.push({ value: String(initial.userId), label: initial.userName ?? `#${initial.userId}` });

  return (
    <Box component="form" {...formProps} data-testid="collaborator-form">
      <Stack gap="md">
        <FormSection title={t('rh.form.identityTitle')} description={t('rh.form.identityText')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              withAsterisk
              label={t('rh.fields.firstName')}
              {...form.getInputProps('firstName')}
              data-testid="collaborator-firstName"
            />
            <TextInput
              withAsterisk
              label={t('rh.fields.lastName')}
              {...form.getInputProps('lastName')}
              data-testid="collaborator-lastName"
            />
            <TextInput type="email" label={t('rh.fields.email')} {...form.getInputProps('email')} />
            <TextInput type="tel" dir="ltr" label={t('rh.fields.tel')} {...form.getInputProps('tel')} />
            <TextInput label={t('rh.fields.position')} {...form.getInputProps('position')} data-testid="collaborator-position" />
            <Select
              label={t('rh.fields.user')}
              description={t('rh.form.userHint')}
              data={userData}
              clearable
              searchable
              {...form.getInputProps('userId')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('rh.form.contractTitle')} description={t('rh.form.contractText')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              withAsterisk
              label={t('rh.fields.contractType')}
              data={CONTRACT_TYPES.map((c) => ({ value: c, label: t(`rh.contract.${c}`) }))}
              allowDeselect={false}
              {...form.getInputProps('contractType')}
            />
            <NumberInput
              withAsterisk
              label={t('rh.fields.weeklyHours')}
              min={1}
              max={80}
              step={0.5}
              decimalScale={2}
              {...form.getInputProps('weeklyHours')}
              data-testid="collaborator-weeklyHours"
            />
            <TextInput type="date" label={t('rh.fields.contractStart')} {...form.getInputProps('contractStart')} />
            <TextInput type="date" label={t('rh.fields.contractEnd')} {...form.getInputProps('contractEnd')} />
            <Select
              withAsterisk
              label={t('rh.fields.payType')}
              data={PAY_TYPES.map((p) => ({ value: p, label: t(`rh.pay.${p}`) }))}
              allowDeselect={false}
              {...form.getInputProps('payType')}
            />
            <NumberInput
              withAsterisk
              label={form.values.payType === 'hourly' ? t('rh.fields.hourlyRate') : t('rh.fields.monthlySalary')}
              min={0}
              decimalScale={2}
              {...form.getInputProps('payAmount')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('rh.form.clockTitle')} description={t('rh.form.clockText')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              withAsterisk
              label={t('rh.fields.magasins')}
              data={(stores.data ?? []).map((m) => ({ value: String(m.id), label: m.intitule }))}
              searchable
              {...form.getInputProps('magasinIds')}
              data-testid="collaborator-stores"
            />
            <PasswordInput
              label={t('rh.fields.code')}
              description={initial?.hasCode ? t('rh.form.codeKept') : t('rh.form.codeHint')}
              inputMode="numeric"
              autoComplete="new-password"
              {...form.getInputProps('code')}
              data-testid="collaborator-code"
            />
            <Switch label={t('rh.fields.isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('rh.form.emergencyTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('rh.fields.emergencyName')} {...form.getInputProps('emergencyName')} />
            <TextInput type="tel" dir="ltr" label={t('rh.fields.emergencyTel')} {...form.getInputProps('emergencyTel')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('rh.form.documentsTitle')} description={t('rh.form.documentsText')}>
          <Stack gap="xs">
            {form.values.fileIds.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t('rh.form.noDocuments')}
              </Text>
            )}
            {form.values.fileIds.map((id) => (
              <Group key={id} justify="space-between" wrap="nowrap" data-testid="collaborator-document">
                <Group gap="xs" wrap="nowrap">
                  <IconFile size={18} aria-hidden />
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={() => void downloadDocument(id, docs.get(id) ?? `document-${id}`)}
                  >
                    {docs.get(id) ?? t('rh.form.newDocument', { id })}
                  </Anchor>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('rh.form.removeDocument')}
                  onClick={() =>
                    form.setFieldValue(
                      'fileIds',
                      form.values.fileIds.filter((f) => f !== id),
                    )
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <FileUploader
              value={null}
              onChange={(fileId) => fileId && form.setFieldValue('fileIds', [...form.values.fileIds, fileId])}
              folder="collaborators"
              accept="image/*,.pdf"
              label={t('rh.form.addDocument')}
              testId="collaborator-documents"
            />
          </Stack>
        </FormSection>
        <FormActions submitting={submitting} submitLabel={submitLabel} onCancel={onCancel} testId="collaborator-form" />
      </Stack>
    </Box>
  );
}
