// Transport companies the member works with (GET /User/TransportCompanies/{id}), one switch each
// (PATCH /User/TransportCompany/Toggle).
import { Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from './staff-identity';
import { useToggleTransport, useUserTransport } from '../hooks/use-user-activity';

export function StaffTransportCard({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const companies = useUserTransport(userId);
  const toggle = useToggleTransport(userId);
  return (
    <Card data-testid="staff-transport-card">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md">
            {t('users.transport.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('users.transport.text')}
          </Text>
        </div>
        {companies.isLoading && <Skeleton height={40} />}
        {companies.data?.length === 0 && (
          <Group gap="sm" c="dimmed" wrap="nowrap">
            <IconTruckDelivery size={20} />
            <Text fz="sm">{t('users.transport.empty')}</Text>
          </Group>
        )}
        {companies.data?.map((tc) => (
          <Switch
            key={tc.id}
            checked={tc.linked}
            disabled={!canManage || (toggle.isPending && toggle.variables === tc.id)}
            onChange={() => toggle.mutate(tc.id)}
            label={tc.intitule}
            description={tc.tel ? <Ltr>{tc.tel}</Ltr> : undefined}
            size="md"
            data-testid={`staff-transport-${tc.id}`}
          />
        ))}
      </Stack>
    </Card>
  );
}
