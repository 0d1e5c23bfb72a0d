// /settings/stores/questions: the questions a store asks its clients (its own and the company-wide ones).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QuestionsPanel } from '../../content/components/questions-panel';
import { NoStoreYet } from '../components/no-store-yet';
import { StoreSelect, useSelectedStore } from '../components/store-select';

export function StoreQuestionsPage() {
  const { t } = useTranslation();
  const { storeId, stores, isLoading, setStoreId } = useSelectedStore();
  const title = t('routes.storeQuestions');
  const description = t('stores.questions.description');
  if (!isLoading && stores.length === 0) {
    return (
      <>
        <PageHeader title={title} description={description} />
        <NoStoreYet />
      </>
    );
  }
  return (
    <QuestionsPanel
      scope={storeId}
      title={title}
      description={description}
      filters={<StoreSelect value={storeId} stores={stores} onChange={setStoreId} />}
    />
  );
}
