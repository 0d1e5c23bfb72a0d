// The company form's fields in sections (product-spec §3 Company form), shared by the settings page and the setup wizard.
import type { Currency } from '@comptoir/shared';
import { Divider, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { AddressFields } from '../../../components/form/address-fields';
import type { EntrepriseFormValues } from '../schemas';

export const ENTREPRISE_FIELDS = [
  'intitule',
  'contactName',
  'tel',
  'cmmWebDomaineName',
  'ice',
  'currencyTag',
  'adresse',
  'fileId',
  'largeFileId',
] as const;

export const emptyEntrepriseValues = (currencyTag = 'MAD'): EntrepriseFormValues => ({
  intitule: '',
  contactName: '',
  tel: '',
  cmmWebDomaineName: '',
  ice: '',
  currencyTag,
  adresse: '',
  fileId: null,
  largeFileId: null,
});

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

interface EntrepriseFieldsProps {
  form: UseFormReturnType<EntrepriseFormValues>;
  currencies: readonly Currency[] | undefined;
  currenciesLoading?: boolean;
}

export function EntrepriseFields({ form, currencies, currenciesLoading }: EntrepriseFieldsProps) {
  const { t } = useTranslation();
  const currencyData = (currencies ?? []).map((c) => ({ value: c.tag, label: c.tag }));
  const selected = form.values.currencyTag;
  if (selected && !currencyData.some((c) => c.value === selected)) currencyData.push({ value: selected, label: selected });

  return (
    <Stack gap="xl">
      <Section title={t('entreprise.form.brandTitle')} text={t('entreprise.form.brandText')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <FileUploader
            folder="entreprise"
            label={t('entreprise.fields.fileId')}
            description={t('entreprise.fields.fileIdHint')}
            value={form.values.fileId}
            onChange={(id) => form.setFieldValue('fileId', id)}
            testId="entreprise-logo"
          />
          <FileUploader
            folder="entreprise"
            label={t('entreprise.fields.largeFileId')}
            description={t('entreprise.fields.largeFileIdHint')}
            value={form.values.largeFileId}
            onChange={(id) => form.setFieldValue('largeFileId', id)}
            testId="entreprise-large-logo"
          />
        </SimpleGrid>
      </Section>
      <Divider />
      <Section title={t('entreprise.form.contactTitle')} text={t('entreprise.form.contactText')}>
        <AddressFields
          form={form}
          testId="entreprise"
          labels={{ tel: t('fields.tel'), adresse: t('entreprise.fields.adresse') }}
          multiline
          leading={
            <>
              <TextInput
                label={t('entreprise.fields.intitule')}
                withAsterisk
                autoComplete="organization"
                data-testid="entreprise-intitule"
                {...form.getInputProps('intitule')}
              />
              <TextInput
                label={t('entreprise.fields.contactName')}
                withAsterisk
                autoComplete="name"
                data-testid="entreprise-contact-name"
                {...form.getInputProps('contactName')}
              />
            </>
          }
        >
          <TextInput
            label={t('entreprise.fields.cmmWebDomaineName')}
            placeholder="www.example.ma"
            leftSection={<IconWorld size={16} />}
            inputMode="url"
            autoComplete="url"
            data-testid="entreprise-website"
            {...form.getInputProps('cmmWebDomaineName')}
          />
        </AddressFields>
      </Section>
      <Divider />
      <Section title={t('entreprise.form.legalTitle')} text={t('entreprise.form.legalText')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('entreprise.fields.ice')}
            description={t('entreprise.fields.iceHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="numeric"
            data-testid="entreprise-ice"
            {...form.getInputProps('ice')}
          />
          <Select
            label={t('entreprise.fields.currencyTag')}
            description={t('entreprise.fields.currencyTagHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            data={currencyData}
            disabled={currenciesLoading && currencyData.length === 0}
            comboboxProps={{ withinPortal: true }}
            data-testid="entreprise-currency"
            {...form.getInputProps('currencyTag')}
          />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
