import { hasAnyTag, type FunctionalityTag } from '@comptoir/shared';
import { Button, Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconApps, IconBuildingStore, IconCalendarTime, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useExitPageGuard } from '../../../app/use-back-button';
import { menuRoutes } from '../../../app/layout/nav-model';
import { hasScreen } from '../../../app/screen-registry';
import { PageHeader } from '../../../components/page-header';
import { daysUntil, formatDate, formatNumber } from '../../../lib/format';
import { useAuthUser, useUserTags } from '../../auth/hooks/use-auth';
import { roleLabel } from '../../auth/role-label';
import { CompanyCard } from '../components/company-card';
import { QuickLinksCard } from '../components/quick-links-card';
import { RegisterSalesCard } from '../components/register-sales-card';
import { StatCard } from '../components/stat-card';
import { currentSubscription, SubscriptionCard } from '../components/subscription-card';
import { useActiveSubscriptions } from '../hooks/use-active-subscriptions';
import { ResumeSetupAlert } from '../../setup/components/resume-setup-alert';
import { HomeDashboard } from '../../dashboards/components/home-dashboard';

const SELLING_TAGS: readonly FunctionalityTag[] = ['direct_web_point_of_sell', 'web_point_of_sell'];
/** The home's figures (issue 24): for those the route's tags open it to. */
const FIGURES_TAGS: readonly FunctionalityTag[] = ['gestion_caisse', 'gestion_stock'];

export function HomePage() {
  useExitPageGuard();
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const tags = useUserTags();
  const subscriptions = useActiveSubscriptions();
  if (!user) return null;

  const locale = i18n.language;
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const links = menuRoutes(tags, hasScreen).filter((r) => r.path !== '/');
  const sub = currentSubscription(subscriptions.data);
  const days = sub?.endsAt ? Math.max(0, daysUntil(sub.endsAt)) : null;
  const storeCount = user.magasins.length;
  // Staff who sell and do not manage the subscription see their register's day, not the subscription's days.
  const sellsAtRegister = hasAnyTag(tags, SELLING_TAGS) && !tags.includes('gestion_des_abonnements');

  return (
    <>
      <PageHeader
        title={t('home.greeting', { name: firstName })}
        description={t('home.today', { date: formatDate(new Date(), locale, 'full') })}
        actions={
          <Button component={Link} to="/profile" variant="default" leftSection={<IconUserCircle size={16} />}>
            {t('home.myProfile')}
          </Button>
        }
      />
      <Stack gap="lg">
        <ResumeSetupAlert user={user} testId="home-resume-setup" />
        {hasAnyTag(tags, FIGURES_TAGS) && <HomeDashboard />}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatCard
            testId="stat-stores"
            icon={<IconBuildingStore size={20} />}
            label={t('home.stats.stores')}
            value={storeCount > 0 ? formatNumber(storeCount, locale) : t('home.stats.all')}
            hint={storeCount > 0 ? t('home.stats.storesHint') : t('home.stats.allStoresHint')}
          />
          <StatCard
            testId="stat-modules"
            icon={<IconApps size={20} />}
            color="indigo"
            label={t('home.stats.modules')}
            value={formatNumber(links.length, locale)}
            hint={t('home.stats.modulesHint')}
          />
          {sellsAtRegister ? (
            <RegisterSalesCard user={user} />
          ) : (
            <StatCard
              testId="stat-subscription"
              icon={<IconCalendarTime size={20} />}
              color={sub?.status === 'active' ? 'teal' : 'orange'}
              label={t('home.stats.subscription')}
              loading={subscriptions.isLoading}
              value={days === null ? '—' : formatNumber(days, locale)}
              hint={
                sub?.endsAt ? t('home.stats.subscriptionHint', { date: formatDate(sub.endsAt, locale) }) : t('home.subscription.noneTitle')
              }
            />
          )}
          <StatCard
            testId="stat-role"
            icon={<IconShieldCheck size={20} />}
            color="grape"
            label={t('home.stats.role')}
            value={roleLabel(t, user.role)}
            hint={user.entreprise.intitule}
          />
        </SimpleGrid>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: sellsAtRegister ? 12 : 6 }}>
            <CompanyCard user={user} />
          </Grid.Col>
          {!sellsAtRegister && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SubscriptionCard data={subscriptions.data} loading={subscriptions.isLoading} />
            </Grid.Col>
          )}
        </Grid>
        <QuickLinksCard routes={links} />
      </Stack>
    </>
  );
}
