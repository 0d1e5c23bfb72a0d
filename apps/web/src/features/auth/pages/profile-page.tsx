import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { IdentityCard } from '../components/identity-card';
import { PasswordCard } from '../components/password-card';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { useAuthUser } from '../hooks/use-auth';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('routes.profile')} description={t('profile.subtitle')} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <IdentityCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileDetailsCard key={user.id} user={user} />
            <PasswordCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
