// /settings/products/principal: the catalogue's products, with the trash for those who manage it.
import { Button } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { CatalogueListTabs } from '../components/catalogue-list-tabs';
import { ADD_PATH } from '../components/products-table';

const IMPORT_PATH = '/settings/products/import';

export function ProductsPage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_produits']);
  const [params] = useSearchParams();
  const view = canWrite && params.get('view') === 'trash' ? 'trash' : 'active';
  return (
    <>
      <PageHeader
        title={t('routes.products')}
        description={t(view === 'trash' ? 'catalogue.list.trashDescription' : 'catalogue.list.description')}
        actions={
          canWrite && (
            <>
              <Button
                component={Link}
                to={IMPORT_PATH}
                variant="default"
                leftSection={<IconFileImport size={18} />}
                data-testid="product-import"
              >
                {t('catalogue.actions.import')}
              </Button>
              <Button component={Link} to={ADD_PATH} leftSection={<IconPlus size={18} />} data-testid="product-new">
                {t('catalogue.actions.new')}
              </Button>
            </>
          )
        }
      />
      <CatalogueListTabs canWrite={canWrite} />
    </>
  );
}
