// Picks an article to sell by name, barcode or reference, as the server's catalogue sells it in one store and currency
// (GET /product/search, 3 characters or more; a scanned code is the answer): the order page's exchange. Formulas are
// not offered (their choices are made at the till).
import type { Price } from '@comptoir/shared';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerOption } from '../../../components/picker-option';
import { useFormat } from '../../../lib/format';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

export type PickedPrice = Price & { effectivePrice: number };

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  storeId: number;
  currencyTag: string;
  onPick: (p: PickedPrice) => void;
}

export function PricePicker({ storeId, currencyTag, onPick, ...props }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim().slice(0, 100), 250);
  const q = useQuery({
    queryKey: catalogueKeys.search(keyword, currencyTag, 'price', storeId),
    queryFn: ({ signal }) => catalogueApi.search(keyword, currencyTag, undefined, { magasinId: storeId, limit: 30, signal }),
    enabled: keyword.length >= 3,
    staleTime: 30_000,
  });
  // An older search's answer is not offered while a newer one waits (a scanner's Enter would pick from it).
  const current = keyword === search.trim().slice(0, 100);
  const rows = current ? (q.data ?? []).filter((p) => p.nature !== 'composition') : [];
  const byId = new Map(rows.map((p) => [String(p.id), p]));
  return (
    <Select
      searchable
      value={null}
      data={rows.map((p) => ({ value: String(p.id), label: p.label }))}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      placeholder={t('catalogue.compositions.searchPlaceholder')}
      nothingFoundMessage={
        current && keyword.length >= 3 && !q.isFetching ? t('catalogue.compositions.nothingFound') : t('catalogue.compositions.typeThree')
      }
      leftSection={<IconSearch size={16} />}
      rightSection={q.isFetching ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => {
        const p = byId.get(option.value);
        return (
          <PickerOption
            label={option.label}
            code={p?.barcode}
            figure={p ? <span dir="ltr">{f.money(p.effectivePrice, currencyTag)}</span> : undefined}
          />
        );
      }}
      onChange={(value) => {
        const p = value ? byId.get(value) : undefined;
        if (!p) return;
        onPick(p);
        setSearch('');
      }}
      {...props}
    />
  );
}
