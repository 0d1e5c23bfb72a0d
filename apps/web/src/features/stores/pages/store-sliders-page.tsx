// /settings/stores/sliders: the sliders a store shows its clients (image, title, text, link), in order.
import { useTranslation } from 'react-i18next';
import { SlidersPanel } from '../../content/components/sliders-panel';
import { StoreContentPage } from '../components/store-content-page';

export function StoreSlidersPage() {
  const { t } = useTranslation();
  return <StoreContentPage title={t('routes.storeSliders')} description={t('stores.sliders.description')} Panel={SlidersPanel} />;
}
