// /settings/entreprise/sliders: the company-wide sliders (GET /Entreprise/sliders).
import { useTranslation } from 'react-i18next';
import { COMPANY_WIDE } from '../../content/api/content-api';
import { SlidersPanel } from '../../content/components/sliders-panel';

export function SlidersPage() {
  const { t } = useTranslation();
  return <SlidersPanel scope={COMPANY_WIDE} title={t('routes.entrepriseSliders')} description={t('entreprise.sliders.subtitle')} />;
}
