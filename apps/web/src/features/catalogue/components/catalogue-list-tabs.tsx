// The live / trash tabs of the products and formulas lists, with their counts; the trash only for who manages them.
import { IconPackage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListTabs } from '../../../components/list-tabs';
import { useProductRange, useProductsPage } from '../hooks/use-products';
import { ProductsTable } from './products-table';

export interface CatalogueListTabsProps {
  canWrite: boolean;
  isComposition?: boolean;
  /** The tiers or supplement screen: that range's products only, in both tabs. */
  range?: 'tiers' | 'supplement';
}

export function CatalogueListTabs({ canWrite, isComposition, range }: CatalogueListTabsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = canWrite && params.get('view') === 'trash' ? 'trash' : 'active';
  const { criterias, ready } = useProductRange(range, isComposition);
  const live = useProductsPage({ limit: 1, isComposition, criterias }, canWrite && ready);
  const trash = useProductsPage({ limit: 1, isComposition, criterias, onlyTrashed: true }, canWrite && ready);
  const table = <ProductsTable key={view} trashed={view === 'trash'} canWrite={canWrite} isComposition={isComposition} range={range} />;
  if (!canWrite) return table;
  const prefix = isComposition ? 'compositions' : range ? `products-${range}` : 'products';
  return (
    <ListTabs
      value={view}
      onChange={(v) => setParams(v === 'trash' ? { view: 'trash' } : {}, { replace: true })}
      label={t(isComposition ? 'catalogue.compositions.exportName' : 'catalogue.list.exportName')}
      tabs={[
        {
          value: 'active',
          label: t(isComposition ? 'catalogue.compositions.exportName' : 'catalogue.list.tabActive'),
          icon: <IconPackage size={16} />,
          count: live.data?.total,
          testId: `${prefix}-tab-active`,
        },
        {
          value: 'trash',
          label: t('catalogue.list.tabTrash'),
          icon: <IconTrash size={16} />,
          count: trash.data?.total,
          testId: `${prefix}-tab-trash`,
        },
      ]}
    >
      {table}
    </ListTabs>
  );
}
