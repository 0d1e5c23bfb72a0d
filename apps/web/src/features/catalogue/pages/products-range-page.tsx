// /settings/products/tiers and /settings/products/supplement (product-spec §2, functionalities produits_tiers and
// supplements): the products of the categories of that range (categories tagged 'tiers' or 'supplement', see the
// category screens), in the products' DataTable, with the same add action and trash as the principal screen.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { CatalogueListTabs } from '../components/catalogue-list-tabs';
import { addPathOf } from '../components/products-table';

function ProductsRangePage({ range }: { range: 'tiers' | 'supplement' }) {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_produits']);
  const [params] = useSearchParams();
  const trash = canWrite && params.get('view') === 'trash';
  return (
    <>
      <PageHeader
        title={t(range === 'tiers' ? 'routes.productsTiers' : 'routes.productsSupplement')}
        description={t(
          trash
            ? 'catalogue.list.trashDescription'
            : range === 'tiers'
              ? 'catalogue.list.tiersDescription'
              : 'catalogue.list.supplementDescription',
        )}
        actions={
          canWrite && (
            <Button component={Link} to={addPathOf(false, range)} leftSection={<IconPlus size={18} />} data-testid="product-new">
              {t('catalogue.actions.new')}
            </Button>
          )
        }
      />
      <CatalogueListTabs canWrite={canWrite} range={range} />
    </>
  );
}

export const ProductsTiersPage = () => <ProductsRangePage range="tiers" />;
export const ProductsSupplementPage = () => <ProductsRangePage range="supplement" />;
