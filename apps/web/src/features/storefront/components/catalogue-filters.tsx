// The client catalogue's filters (product-spec §2): category, parent category, stock in/out, colour, size, price range, tag, product
// tags, ingredient and age. The choices come from the products shown; a filter without choices is left out.
import { STOREFRONT_STOCK, type StoreCategory, type StorefrontStock } from '@comptoir/shared';
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { numberSeparators } from '../../../lib/format';
import { activeFilters, labelIn, NO_FILTERS, type facets, type StorefrontFilters } from '../storefront-rules';

export interface CatalogueFiltersProps {
  value: StorefrontFilters;
  onChange: (next: StorefrontFilters) => void;
  categories: readonly StoreCategory[];
  options: ReturnType<typeof facets>;
}

const strings = (xs: string[]) => xs.map((x) => ({ value: x, label: x }));

export function CatalogueFilters({ value, onChange, categories, options }: CatalogueFiltersProps) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<StorefrontFilters>) => onChange({ ...value, ...patch });
  const parents = new Set(categories.map((c) => c.parentId).filter((x): x is number => x !== null));
  const cat = (c: StoreCategory) => ({ value: String(c.id), label: labelIn(c, i18n.language) });
  const num = (v: string | number) => (v === '' || v === null ? null : Number(v));
  const one = (key: keyof StorefrontFilters, label: string, data: string[], testId: string) =>
    data.length > 0 && (
      <Select
        label={label}
        data={strings(data)}
        value={(value[key] as string | null) ?? null}
        onChange={(v) => set({ [key]: v } as Partial<StorefrontFilters>)}
        clearable
        searchable
        data-testid={testId}
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" data-testid="store-filters">
      <Select
        label={t('storefront.filters.category')}
        data={categories.map(cat)}
        value={value.category === null ? null : String(value.category)}
        onChange={(v) => set({ category: v ? Number(v) : null })}
        clearable
        searchable
        data-testid="store-filter-category"
      />
      <Select
        label={t('storefront.filters.parent')}
        data={categories.filter((c) => parents.has(c.id)).map(cat)}
        value={value.parent === null ? null : String(value.parent)}
        onChange={(v) => set({ parent: v ? Number(v) : null })}
        clearable
        searchable
        data-testid="store-filter-parent"
      />
      <Select
        label={t('storefront.stock.filter')}
        data={STOREFRONT_STOCK.map((v) => ({ value: v, label: t(`storefront.stock.${v}`) }))}
        value={value.stock}
        onChange={(v) => set({ stock: (v as StorefrontStock | null) ?? null })}
        clearable
        data-testid="store-filter-stock"
      />
      <Group grow gap="xs" align="flex-end">
        <NumberInput
          label={t('storefront.filters.priceMin')}
          min={0}
          {...numberSeparators(i18n.language)}
          value={value.minPrice ?? ''}
          onChange={(v) => set({ minPrice: num(v) })}
          data-testid="store-filter-min"
        />
        <NumberInput
          label={t('storefront.filters.priceMax')}
          min={0}
          placeholder={options.priceMax ? String(options.priceMax) : undefined}
          {...numberSeparators(i18n.language)}
          value={value.maxPrice ?? ''}
          onChange={(v) => set({ maxPrice: num(v) })}
          data-testid="store-filter-max"
        />
      </Group>
      {one('tag', t('storefront.filters.tag'), options.tags, 'store-filter-tag')}
      {options.productTags.length > 0 && (
        <MultiSelect
          label={t('storefront.filters.productTags')}
          data={strings(options.productTags)}
          value={value.productTags}
          onChange={(v) => set({ productTags: v })}
          clearable
          searchable
          data-testid="store-filter-product-tags"
        />
      )}
      {one('color', t('storefront.filters.color'), options.colors, 'store-filter-color')}
      {one('size', t('storefront.filters.size'), options.sizes, 'store-filter-size')}
      {one('ingredient', t('storefront.filters.ingredient'), options.ingredients, 'store-filter-ingredient')}
      {one('age', t('storefront.filters.age'), options.ages, 'store-filter-age')}
      <Group align="flex-end">
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          disabled={activeFilters(value) === 0}
          onClick={() => onChange(NO_FILTERS)}
          data-testid="store-filters-reset"
        >
          {t('storefront.filters.reset')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
