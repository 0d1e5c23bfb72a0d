// The store form's address section: country → city chooser, street, zip code, latitude and longitude.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareText, countryName } from '../../../lib/format';
import { useCities, useCountries } from '../hooks/use-reference';
import type { MagasinFormValues } from './magasin-form-schema';
import { FormSection } from './form-section';

export function MagasinAddressSection({ form }: { form: UseFormReturnType<MagasinFormValues> }) {
  const { t, i18n } = useTranslation();
  // Coordinates read left to right (a minus sign first) even in Arabic, aligned with the other fields.
  const numberStyles = { input: { direction: 'ltr' as const, textAlign: i18n.dir() === 'rtl' ? ('right' as const) : ('left' as const) } };
  const countryId = form.values.countryId ? Number(form.values.countryId) : null;
  const countries = useCountries();
  const cities = useCities(countryId);
  const lang = i18n.language;
  // Country names in the app's language (Intl.DisplayNames), sorted as that language sorts them.
  const countryData = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => ({ value: String(c.id), label: countryName(c.code, lang, c.intitule) }))
        .sort((a, b) => compareText(a.label, b.label, lang)),
    [countries.data, lang],
  );
  const cityData = useMemo(
    () => (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.intitule })).sort((a, b) => compareText(a.label, b.label, lang)),
    [cities.data, lang],
  );

  const countryProps = form.getInputProps('countryId');
  const onCountry = (value: string | null) => {
    if (value === form.values.countryId) return;
    form.setFieldValue('countryId', value);
    // A city belongs to one country: choosing another country asks for the city again.
    form.setFieldValue('cityId', null);
  };

  return (
    <FormSection title={t('stores.form.addressTitle')} description={t('stores.form.addressText')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          {...countryProps}
          onChange={onCountry}
          label={t('stores.fields.country')}
          placeholder={t('stores.form.chooseCountry')}
          data={countryData}
          searchable
          nothingFoundMessage={t('stores.form.nothingFound')}
          withAsterisk
          disabled={countries.isLoading}
          data-testid="store-country"
        />
        <Select
          {...form.getInputProps('cityId')}
          label={t('stores.fields.city')}
          placeholder={countryId ? t('stores.form.chooseCity') : t('stores.form.chooseCountryFirst')}
          data={cityData}
          searchable
          nothingFoundMessage={t('stores.form.nothingFound')}
          withAsterisk
          disabled={!countryId || cities.isLoading}
          data-testid="store-city"
        />
        <TextInput
          {...form.getInputProps('rue')}
          label={t('stores.fields.rue')}
          autoComplete="street-address"
          maxLength={220}
          data-testid="store-rue"
        />
        <TextInput
          {...form.getInputProps('codePostal')}
          label={t('stores.fields.codePostal')}
          autoComplete="postal-code"
          inputMode="numeric"
          data-testid="store-codePostal"
        />
        <TextInput
          {...form.getInputProps('latitude')}
          label={t('stores.fields.latitude')}
          description={t('stores.form.latitudeHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          styles={numberStyles}
          data-testid="store-latitude"
        />
        <TextInput
          {...form.getInputProps('longitude')}
          label={t('stores.fields.longitude')}
          description={t('stores.form.longitudeHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          styles={numberStyles}
          data-testid="store-longitude"
        />
      </SimpleGrid>
    </FormSection>
  );
}
