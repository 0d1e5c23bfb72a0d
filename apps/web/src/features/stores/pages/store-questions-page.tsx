// /settings/stores/questions: the questions a store asks its clients (its own and the company-wide ones).
import { useTranslation } from 'react-i18next';
import { QuestionsPanel } from '../../content/components/questions-panel';
import { StoreContentPage } from '../components/store-content-page';

export function StoreQuestionsPage() {
  const { t } = useTranslation();
  return <StoreContentPage title={t('routes.storeQuestions')} description={t('stores.questions.description')} Panel={QuestionsPanel} />;
}
