// /settings/products/tiers and /settings/products/supplement (product-spec §2, functionalities produits_tiers and
// supplements): the products of the categories of that range (categories tagged 'tiers' or 'supplement', see the
// category screens), in the products' DataTable.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { ProductsTable } from '../components/products-table';

function ProductsRangePage({ range }: { range: 'tiers' | 'supplement' }) {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_produits']);
  return (
    <>
      <PageHeader
        title={t(range === 'tiers' ? 'routes.productsTiers' : 'routes.productsSupplement')}
        description={t(range === 'tiers' ? 'catalogue.list.tiersDescription' : 'catalogue.list.supplementDescription')}
      />
      <ProductsTable canWrite={canWrite} range={range} />
    </>
  );
}

export const ProductsTiersPage = () => <ProductsRangePage range="tiers" />;
export const ProductsSupplementPage = () => <ProductsRangePage range="supplement" />;
