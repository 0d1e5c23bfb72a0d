// /settings/config/configuration (gestion_admins): the company settings of product-spec §6, the config tags of §9
// and the currencies with a conversion preview.
import { Grid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ConfigTagsCard } from '../components/config-tags-card';
import { CurrenciesCard } from '../components/currencies-card';
import { SettingsSwitchesCard } from '../components/settings-switches-card';
import { useEntreprise, useEntrepriseConfig } from '../hooks/use-entreprise';

export function ConfigurationPage() {
  const { t } = useTranslation();
  const query = useEntreprise();
  const { config } = useEntrepriseConfig();

  return (
    <>
      <PageHeader title={t('routes.configuration')} description={t('entreprise.config.subtitle')} />
      {!query.data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Skeleton h={560} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Skeleton h={360} radius="lg" />
          </Grid.Col>
        </Grid>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <SettingsSwitchesCard config={config} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ConfigTagsCard key={query.data.entreprise.id} config={config} />
          </Grid.Col>
          <Grid.Col span={12}>
            <CurrenciesCard />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
