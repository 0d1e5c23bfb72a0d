// The live / trash tabs of the products and formulas lists, with their counts; the trash only for who manages them.
import { IconPackage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListTabs } from '../../../components/list-tabs';
import { useProductsPage } from '../hooks/use-products';
import { ProductsTable } from './products-table';

export function CatalogueListTabs({ canWrite, isComposition }: { canWrite: boolean; isComposition?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = canWrite && params.get('view') === 'trash' ? 'trash' : 'active';
  const live = useProductsPage({ limit: 1, isComposition });
  const trash = useProductsPage({ limit: 1, isComposition, onlyTrashed: true });
  const table = <ProductsTable key={view} trashed={view === 'trash'} canWrite={canWrite} isComposition={isComposition} />;
  if (!canWrite) return table;
  const prefix = isComposition ? 'compositions' : 'products';
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
