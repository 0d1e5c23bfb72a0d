// /settings/stores/sliders: the sliders a store shows its clients (image, title, text, link), in order.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { SlidersPanel } from '../../content/components/sliders-panel';
import { NoStoreYet } from '../components/no-store-yet';
import { StoreSelect, useSelectedStore } from '../components/store-select';

export function StoreSlidersPage() {
  const { t } = useTranslation();
  const { storeId, stores, isLoading, setStoreId } = useSelectedStore();
  const title = t('routes.storeSliders');
  const description = t('stores.sliders.description');
  if (!isLoading && stores.length === 0) {
    return (
      <>
        <PageHeader title={title} description={description} />
        <NoStoreYet />
      </>
    );
  }
  return (
    <SlidersPanel
      scope={storeId}
      title={title}
      description={description}
      filters={<StoreSelect value={storeId} stores={stores} onChange={setStoreId} />}
    />
  );
}
