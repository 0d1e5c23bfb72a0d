import type { AuthUser } from '@comptoir/shared';
import { Avatar, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { initials, roleLabel } from '../../auth/role-label';

function Line({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="end" data-testid={testId} style={{ minWidth: 0 }} truncate>
        {value}
      </Text>
    </Group>
  );
}

/** The active company and the user's place in it (role, stores). */
export function CompanyCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const company = user.entreprise;
  const storeCount = user.magasins.length;
  return (
    <Card h="100%" data-testid="company-card">
      <Group wrap="nowrap" gap="md" align="center">
        <Avatar size={56} radius="md" color="brand" variant="filled" fz="lg">
          {initials(company.intitule)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" lineClamp={2}>
            {company.intitule}
          </Title>
          <Group gap={6}>
            {company.isSetup ? (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} />}>
                {t('home.company.ready')}
              </Badge>
            ) : (
              <Badge color="orange" variant="light" leftSection={<IconClockHour4 size={12} />}>
                {t('home.company.setupPending')}
              </Badge>
            )}
            <Badge color="gray" variant="light">
              {company.currencyTag}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Divider my="md" />
      <Stack gap={10}>
        <Line label={t('home.company.role')} value={roleLabel(t, user.role)} />
        <Line
          label={t('home.company.stores')}
          testId="company-store-count"
          value={
            storeCount > 0 ? (
              <span className="app-number">{t('home.company.storeCount', { count: storeCount })}</span>
            ) : (
              t('home.company.allStores')
            )
          }
        />
        <Line label={t('home.company.currency')} value={company.currencyTag} />
        <Line
          label={t('home.company.memberships')}
          value={<span className="app-number">{t('home.company.companyCount', { count: user.otherEntreprises.length + 1 })}</span>}
        />
      </Stack>
      {user.otherEntreprises.length > 0 && (
        <Group gap={6} mt="md" c="dimmed" wrap="nowrap">
          <IconBuildingStore size={14} />
          <Text fz="xs">{t('home.company.switchHint')}</Text>
        </Group>
      )}
    </Card>
  );
}
