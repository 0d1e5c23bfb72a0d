// A supplier in a dialog (product-spec §3 Supplier: label, tag, address, fileId, turnover, postalCode, email,
// reference, phone, cityId, webSite), on THE form hook. The city is chosen within a country.
import type { Supplier, SupplierData } from '@comptoir/shared';
import { Grid, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { requiredText } from '../../../lib/form-rules';
import { numberSeparators, useFormat } from '../../../lib/format';
import { referenceKeys } from '../../stores/api/keys';
import { referenceApi } from '../../stores/api/reference-api';
import { useCities, useCountries } from '../../stores/hooks/use-reference';
import { useSaveParty } from '../hooks/use-parties';
import { PartyContactFields, PartyNameAndCodes, PartyTextField } from './party-fields';

const blank = (max: number) => z.string().trim().max(max, 'validation.maxLength');
const schema = z.object({
  label: requiredText(1, 120),
  tag: blank(60),
  reference: blank(60),
  email: z.union([z.literal(''), z.email('validation.email').max(255)]),
  phone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ().-]{3,28}$/, 'validation.phone'),
  ]),
  webSite: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'catalogueSettings.validation.url'),
  ]),
  address: blank(255),
  postalCode: blank(12),
  turnover: z.union([z.literal(''), z.number().min(0).max(10_000_000)]),
});
type Values = {
  label: string;
  tag: string;
  reference: string;
  email: string;
  phone: string;
  webSite: string;
  address: string;
  postalCode: string;
  countryId: string | null;
  cityId: string | null;
  fileId: number | null;
  turnover: number | '';
};
const SERVER_FIELDS = [
  'label',
  'tag',
  'reference',
  'email',
  'phone',
  'webSite',
  'address',
  'postalCode',
  'cityId',
  'fileId',
  'turnover',
] as const;
const orNull = (s: string) => s.trim() || null;

export function SupplierForm({ editing, onDone, currencyTag }: { editing: Supplier | null; onDone: () => void; currencyTag: string }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const save = useSaveParty('supplier');
  const countries = useCountries();
  // GET /countries also answers every city: the country of a saved city comes from there.
  const allCities = useQuery({
    queryKey: referenceKeys.countries(),
    queryFn: referenceApi.countries,
    staleTime: Infinity,
    select: (a) => a.cities,
  });
  const savedCountry = allCities.data?.find((c) => c.id === editing?.cityId)?.countryId;
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      label: editing?.label ?? '',
      tag: editing?.tag ?? '',
      reference: editing?.reference ?? '',
      email: editing?.email ?? '',
      phone: editing?.phone ?? '',
      webSite: editing?.webSite ?? '',
      address: editing?.address ?? '',
      postalCode: editing?.postalCode ?? '',
      countryId: savedCountry ? String(savedCountry) : null,
      cityId: editing?.cityId ? String(editing.cityId) : null,
      fileId: editing?.fileId ?? null,
      turnover: editing?.turnover ?? '',
    },
    schema,
    serverFields: SERVER_FIELDS,
    guard: false,
    onSubmit: async (v) => {
      const body: SupplierData = {
        label: v.label.trim(),
        tag: orNull(v.tag),
        reference: orNull(v.reference),
        email: orNull(v.email),
        phone: orNull(v.phone),
        webSite: orNull(v.webSite),
        address: orNull(v.address),
        postalCode: orNull(v.postalCode),
        cityId: v.cityId ? Number(v.cityId) : null,
        fileId: v.fileId,
        turnover: v.turnover === '' ? null : v.turnover,
      };
      await save.mutateAsync({ id: editing?.id, body });
      onDone();
    },
  });
  const countryId = form.values.countryId ?? (savedCountry ? String(savedCountry) : null);
  const cities = useCities(countryId ? Number(countryId) : null);
  const sep = numberSeparators(i18n.language);

  return (
    <form {...formProps} data-testid="supplier-form">
      <Stack gap="md">
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <FileUploader
              value={form.values.fileId}
              onChange={(id) => form.setFieldValue('fileId', id)}
              folder="suppliers"
              label={t('catalogueSettings.parties.logo')}
              testId="supplier-logo"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm">
              <PartyNameAndCodes form={form} kind="supplier" codes={['reference', 'tag']} />
            </Stack>
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PartyContactFields form={form} kind="supplier" />
          <NumberInput
            {...form.getInputProps('turnover')}
            label={t('catalogueSettings.parties.turnover')}
            description={currencyTag}
            min={0}
            decimalScale={2}
            decimalSeparator={sep.decimalSeparator}
            thousandSeparator={sep.thousandSeparator}
            hideControls
            data-testid="supplier-turnover"
          />
        </SimpleGrid>
        <PartyTextField form={form} kind="supplier" field="address" maxLength={255} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('catalogueSettings.parties.country')}
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: f.country(c.code ?? '', c.intitule) }))}
            value={countryId}
            onChange={(v) => {
              form.setFieldValue('countryId', v);
              form.setFieldValue('cityId', null);
            }}
            searchable
            clearable
            data-testid="supplier-country"
          />
          <Select
            {...form.getInputProps('cityId')}
            label={t('catalogueSettings.parties.city')}
            data={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.intitule }))}
            disabled={!countryId}
            searchable
            clearable
            data-testid="supplier-city"
          />
          <PartyTextField form={form} kind="supplier" field="postalCode" maxLength={12} ltr />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={onDone} testId="supplier" />
      </Stack>
    </form>
  );
}
