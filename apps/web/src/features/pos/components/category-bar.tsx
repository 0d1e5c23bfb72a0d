// Categories as large tabs (top-level ones; a category shows its children's products too), the brand filter and the
// services switch.
import type { Brand, Category } from '@comptoir/shared';
import { Button, Chip, Group, ScrollArea, Select } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../till-catalogue';

interface Props {
  categories: Category[];
  brands: Brand[];
  categoryId: number | null;
  brandId: number | null;
  servicesOnly: boolean;
  onCategory: (id: number | null) => void;
  onBrand: (id: number | null) => void;
  onServices: (v: boolean) => void;
}

export const CategoryBar = memo(function CategoryBar(p: Props) {
  const { t, i18n } = useTranslation();
  const roots = p.categories.filter((c) => c.parentId === null);
  const tab = (id: number | null, label: string, color?: string | null) => (
    <Button
      key={id ?? 'all'}
      size="md"
      radius="md"
      variant={p.categoryId === id ? 'filled' : 'default'}
      onClick={() => p.onCategory(id)}
      aria-pressed={p.categoryId === id}
      style={{ flex: 'none', ...(color && p.categoryId !== id ? { borderInlineStart: `6px solid ${color}` } : {}) }}
      data-testid={`pos-category-${id ?? 'all'}`}
    >
      {label}
    </Button>
  );
  return (
    <>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Group gap="xs" wrap="nowrap" role="toolbar" aria-label={t('pos.categories')}>
          {tab(null, t('pos.allCategories'))}
          {roots.map((c) => tab(c.id, labelIn(c, i18n.language), c.color))}
        </Group>
      </ScrollArea>
      <Group gap="sm">
        {p.brands.length > 0 && (
          <Select
            aria-label={t('pos.brand')}
            placeholder={t('pos.allBrands')}
            data={p.brands.map((b) => ({ value: String(b.id), label: b.label }))}
            value={p.brandId === null ? null : String(p.brandId)}
            onChange={(v) => p.onBrand(v ? Number(v) : null)}
            clearable
            size="md"
            w={200}
            data-testid="pos-brand"
          />
        )}
        <Chip checked={p.servicesOnly} onChange={p.onServices} size="md" data-testid="pos-services">
          {t('pos.servicesOnly')}
        </Chip>
      </Group>
    </>
  );
});
