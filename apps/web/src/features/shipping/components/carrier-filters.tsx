// The filters the shipping screens share: store, delivery man, transport company, and a search.
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShippingInit } from '../api/use-shipping';
import type { ShippingFilters } from '../api/shipping-api';

export function CarrierFilters({ value, onChange }: { value: ShippingFilters; onChange: (f: ShippingFilters) => void }) {
  const { t } = useTranslation();
  const init = useShippingInit();
  const num = (v: string | null) => (v ? Number(v) : undefined);
  return (
    <>
      <Select
        label={t('shipping.deliveryMan')}
        placeholder={t('shipping.all')}
        data={(init.data?.deliveryMen ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
        value={value.deliveryManId ? String(value.deliveryManId) : null}
        onChange={(v) => onChange({ ...value, deliveryManId: num(v) })}
        clearable
      />
      <Select
        label={t('shipping.transportCompany')}
        placeholder={t('shipping.all')}
        data={(init.data?.transportCompanies ?? []).map((c) => ({ value: String(c.id), label: c.intitule }))}
        value={value.transportCompanyId ? String(value.transportCompanyId) : null}
        onChange={(v) => onChange({ ...value, transportCompanyId: num(v) })}
        clearable
      />
      <Select
        label={t('shipping.source')}
        placeholder={t('shipping.all')}
        data={(init.data?.sources ?? []).map((s) => ({ value: s, label: t(`pos.source.${s}`) }))}
        value={value.source ?? null}
        onChange={(v) => onChange({ ...value, source: v ?? undefined })}
        clearable
      />
      <TextInput
        type="date"
        label={t('shipping.from')}
        value={value.from ?? ''}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t('shipping.to')}
        value={value.to ?? ''}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value || undefined })}
      />
    </>
  );
}
