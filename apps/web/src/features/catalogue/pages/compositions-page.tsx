// /settings/compositions: the set menus (formulas, nature 'composition'), each a price for a choice in each of its
// compositions; with the trash for those who manage the catalogue. A new one opens the product form as a formula.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { CatalogueListTabs } from '../components/catalogue-list-tabs';
import { ADD_PATH } from '../components/products-table';

export function CompositionsPage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_produits']);
  return (
    <>
      <PageHeader
        title={t('routes.compositions')}
        description={t('catalogue.compositions.pageDescription')}
        actions={
          canWrite && (
            <Button
              component={Link}
              to={`${ADD_PATH}?nature=composition`}
              leftSection={<IconPlus size={18} />}
              data-testid="composition-new"
            >
              {t('catalogue.compositions.new')}
            </Button>
          )
        }
      />
      <CatalogueListTabs canWrite={canWrite} isComposition />
    </>
  );
}
