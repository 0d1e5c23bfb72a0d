// The client form (patients in the clinic variant): identity, contact, health and notes; a card number on creation.
// Used by /loyalty/clients/add and /loyalty/clients/:id/edit.
import { BLOOD_GROUPS, CLIENT_SEXES, type Client, type ClientBody } from '@comptoir/shared';
import { Card, Divider, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/form/address-fields';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { clientFormSchema, initialValues, toClientBody, type ClientFormValues } from './client-form-schema';

export interface ClientFormProps {
  /** The client being edited; absent to create one. */
  initial?: Client | null;
  onSubmit: (body: ClientBody) => Promise<unknown>;
  onCancel?: () => void;
}

const FIELDS = [
  'name',
  'tel',
  'email',
  'birthday',
  'sex',
  'bloodGroup',
  'city',
  'adresse',
  'ice',
  'type',
  'notes',
  'cardReference',
] as const;

/** Client and prospect; the clinic variant labels the client type "patient" (product-spec §3). */
export const clientTypesOffered = (): Client['type'][] => ['client', 'prospect'];

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="md">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

export function ClientForm({ initial, onSubmit, onCancel }: ClientFormProps) {
  const { t } = useTranslation();
  const creating = !initial;
  const types = clientTypesOffered();
  const { form, formProps, submitting } = useAppForm<ClientFormValues>({
    initialValues: initialValues(initial, types[0]),
    schema: clientFormSchema,
    onSubmit: (values) => onSubmit(toClientBody(values, initial?.id)),
    serverFields: FIELDS,
  });
  const typeOptions = [...new Set([...types, ...(initial ? [initial.type] : [])])].map((v) => ({
    value: v,
    label: t(`clients.types.${v}`),
  }));
  const cols = { base: 1, sm: 2 };

  return (
    <Card component="form" {...formProps} data-testid="client-form">
      <Stack gap="xl">
        <Section title={t('clients.form.identity')} text={t('clients.form.identityText')}>
          <SimpleGrid cols={cols} spacing="md">
            <TextInput
              label={t('clients.fields.name')}
              withAsterisk
              autoComplete="off"
              data-testid="client-name"
              style={{ gridColumn: '1 / -1' }}
              {...form.getInputProps('name')}
            />
            <Select
              label={t('clients.fields.type')}
              data={typeOptions}
              allowDeselect={false}
              data-testid="client-type"
              {...form.getInputProps('type')}
            />
            <Select
              label={t('clients.fields.sex')}
              data={CLIENT_SEXES.map((v) => ({ value: v, label: t(`clients.sexes.${v}`) }))}
              clearable
              data-testid="client-sex"
              {...form.getInputProps('sex')}
              value={form.values.sex || null}
              onChange={(v) => form.setFieldValue('sex', v ?? '')}
            />
            <TextInput
              label={t('clients.fields.birthday')}
              type="date"
              dir="ltr"
              data-testid="client-birthday"
              {...form.getInputProps('birthday')}
            />
            <Select
              label={t('clients.fields.bloodGroup')}
              data={[...BLOOD_GROUPS]}
              clearable
              data-testid="client-blood-group"
              {...form.getInputProps('bloodGroup')}
              value={form.values.bloodGroup || null}
              onChange={(v) => form.setFieldValue('bloodGroup', v ?? '')}
            />
          </SimpleGrid>
        </Section>
        <Divider />
        <Section title={t('clients.form.contact')} text={t('clients.form.contactText')}>
          <AddressFields
            form={form}
            testId="client"
            labels={{ tel: t('clients.fields.tel'), adresse: t('clients.fields.adresse') }}
            phoneAutoComplete="off"
            trailing={
              creating && (
                <TextInput
                  label={t('clients.fields.cardReference')}
                  description={t('clients.form.cardHelp')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  dir="ltr"
                  autoComplete="off"
                  data-testid="client-card"
                  {...form.getInputProps('cardReference')}
                />
              )
            }
          >
            <TextInput
              label={t('clients.fields.email')}
              type="email"
              dir="ltr"
              autoComplete="off"
              data-testid="client-email"
              {...form.getInputProps('email')}
            />
            <TextInput label={t('clients.fields.city')} data-testid="client-city" {...form.getInputProps('city')} />
            <TextInput
              label={t('clients.fields.ice')}
              description={t('clients.form.iceHelp')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              data-testid="client-ice"
              {...form.getInputProps('ice')}
            />
          </AddressFields>
        </Section>
        <Divider />
        <Section title={t('clients.form.notes')} text={t('clients.form.notesText')}>
          <Textarea
            autosize
            minRows={3}
            aria-label={t('clients.fields.notes')}
            data-testid="client-notes"
            {...form.getInputProps('notes')}
          />
        </Section>
        <FormActions
          submitting={submitting}
          submitLabel={creating ? t('clients.actions.create') : undefined}
          onCancel={onCancel}
          testId="client"
        />
      </Stack>
    </Card>
  );
}
