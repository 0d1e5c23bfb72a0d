// Categories as large tabs (top-level ones; a category shows its children's products too), the brand filter (a native
// select, ./till-select) and the services switch.
import type { Brand, Category } from '@comptoir/shared';
import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../till-catalogue';
import classes from './till.module.css';
import { TillSelect } from './till-select';

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
      <div className={classes.categories}>
        <Group gap="xs" wrap="nowrap" role="toolbar" aria-label={t('pos.categories')}>
          {tab(null, t('pos.allCategories'))}
          {roots.map((c) => tab(c.id, labelIn(c, i18n.language), c.color))}
        </Group>
      </div>
      <Group gap="sm">
        {p.brands.length > 0 && (
          <TillSelect
            aria-label={t('pos.brand')}
            data={[{ value: '', label: t('pos.allBrands') }, ...p.brands.map((b) => ({ value: String(b.id), label: b.label }))]}
            value={p.brandId === null ? '' : String(p.brandId)}
            onChange={(v) => p.onBrand(v ? Number(v) : null)}
            w={200}
            data-testid="pos-brand"
          />
        )}
        {/* A toggle in the look of Mantine's Chip (a pill, a check when on), without its chunk in the first load. */}
        <Button
          size="md"
          radius="xl"
          variant={p.servicesOnly ? 'light' : 'default'}
          leftSection={p.servicesOnly ? <IconCheck size={16} /> : undefined}
          onClick={() => p.onServices(!p.servicesOnly)}
          aria-pressed={p.servicesOnly}
          data-testid="pos-services"
        >
          {t('pos.servicesOnly')}
        </Button>
      </Group>
    </>
  );
});
