// /settings/config/parameters (gestion_admins): external and internal API settings; keys come back masked.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { IntegrationsCard } from '../components/integrations-card';

export function ParametersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('routes.parameters')} description={t('entreprise.integrations.subtitle')} />
      <Stack gap="lg">
        <IntegrationsCard kind="external" />
        <IntegrationsCard kind="internal" />
      </Stack>
    </>
  );
}
