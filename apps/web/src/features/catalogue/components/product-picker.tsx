// Picks a product by name, barcode or reference (the products list, 3 characters or more; raw materials without a
// sale price included): the choices of a composition, the elements of a recipe. Each variant is its own choice.
// Products the server refuses there (a formula in a formula, a recipe that loops) come back as a 422 under the field.
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

export interface PickedProduct {
  productId: number;
  label: string;
  unity: string;
}

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  onPick: (p: PickedProduct) => void;
  /** Product ids already chosen, not offered again. */
  exclude?: readonly number[];
  /** Only products of this type (inbound, outbound, semifini). */
  type?: string;
}

export function ProductPicker({ onPick, exclude = [], type, ...props }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const q = useQuery({
    queryKey: catalogueKeys.search(keyword, 'list', type),
    queryFn: ({ signal }) =>
      catalogueApi.products({ keyword, limit: 30, with: ['products'], criterias: type ? { type } : undefined }, signal),
    enabled: keyword.length >= 3,
    staleTime: 30_000,
  });
  const seen = new Set<number>(exclude);
  const data: { value: string; label: string }[] = [];
  const units = new Map<number, string>();
  for (const d of q.data?.data ?? []) {
    const variants = d.products ?? [];
    for (const p of variants) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      units.set(p.id, d.unity);
      const code = variants.length > 1 ? (p.barcode ?? p.sku) : null;
      data.push({ value: String(p.id), label: code ? `${d.label} (${code})` : d.label });
    }
  }
  return (
    <Select
      searchable
      value={null}
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      placeholder={t('catalogue.compositions.searchPlaceholder')}
      nothingFoundMessage={
        keyword.length >= 3 && !q.isFetching ? t('catalogue.compositions.nothingFound') : t('catalogue.compositions.typeThree')
      }
      rightSection={q.isFetching ? <Loader size="xs" /> : undefined}
      onChange={(value, option) => {
        if (!value) return;
        onPick({ productId: Number(value), label: option.label, unity: units.get(Number(value)) ?? 'unit' });
        setSearch('');
      }}
      {...props}
    />
  );
}
