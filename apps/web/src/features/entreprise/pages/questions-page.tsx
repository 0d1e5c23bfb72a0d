// /settings/entreprise/questions: the company-wide client questions (GET /Entreprise/Question/0/getQuestions).
import { useTranslation } from 'react-i18next';
import { COMPANY_WIDE } from '../../content/api/content-api';
import { QuestionsPanel } from '../../content/components/questions-panel';

export function QuestionsPage() {
  const { t } = useTranslation();
  return <QuestionsPanel scope={COMPANY_WIDE} title={t('routes.entrepriseQuestions')} description={t('entreprise.questions.subtitle')} />;
}
