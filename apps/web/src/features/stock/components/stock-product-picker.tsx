// Picks a product a store has in stock (GET /Product/Status/byEntity/{id}, 3 characters or more): each choice shows
// what the store has of it, so the lines of an operation are made knowing it.
import type { StockStatusRow } from '@comptoir/shared';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerOption } from '../../../components/picker-option';
import { useQuantityText } from '../hooks/use-quantity-text';
import { useStoreProducts } from '../hooks/use-operations';

interface Props {
  storeId: number | null;
  /** The entity's type (a store by default). */
  entityTypeTag?: string;
  onPick: (row: StockStatusRow) => void;
  error?: ReactNode;
}

export function StockProductPicker({ storeId, entityTypeTag, onPick, error }: Props) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const [search, setSearch] = useState('');
  // The server takes up to 60 characters.
  const [keyword] = useDebouncedValue(search.trim().slice(0, 60), 250);
  const q = useStoreProducts(storeId, keyword, entityTypeTag);
  // Results of an older search are not offered while a newer one waits (a scanner's Enter would pick one of them).
  const current = keyword === search.trim().slice(0, 60);
  const rows = current ? (q.data?.rows ?? []) : [];
  const byId = new Map(rows.map((r) => [String(r.productId), r]));
  const nothing =
    current && keyword.length >= 3 && !q.isFetching ? t('stock.operations.form.nothingFound') : t('stock.operations.form.typeThree');
  return (
    <Select
      label={t('stock.operations.form.addProduct')}
      placeholder={storeId === null ? t('stock.operations.form.sourceFirst') : t('stock.operations.form.searchProduct')}
      disabled={storeId === null}
      searchable
      value={null}
      data={rows.map((r) => ({ value: String(r.productId), label: r.label }))}
      // The server has matched the label, barcode or SKU already.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={nothing}
      leftSection={<IconSearch size={16} />}
      rightSection={(q.isFetching || !current) && search.trim().length >= 3 ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => {
        const r = byId.get(option.value);
        return (
          <PickerOption
            label={option.label}
            code={r?.barcode}
            figure={r ? quantityText(r.quantity, r.unity) : undefined}
            figureColor={r && r.quantity <= 0 ? 'red' : undefined}
          />
        );
      }}
      onChange={(value) => {
        const r = value ? byId.get(value) : undefined;
        if (!r) return;
        onPick(r);
        setSearch('');
      }}
      error={error}
      data-testid="operation-product-search"
    />
  );
}
