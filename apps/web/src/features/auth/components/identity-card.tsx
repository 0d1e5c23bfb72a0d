import type { AuthUser } from '@comptoir/shared';
import { Avatar, Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { initials, roleLabel } from '../role-label';

function Row({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" c="dimmed">
      {icon}
      <Text fz="sm" c="var(--mantine-color-text)" truncate>
        {children}
      </Text>
    </Group>
  );
}

export function IdentityCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack align="center" gap={6} ta="center">
        <Avatar size={84} radius={84} color="brand" variant="filled" fz={28}>
          {initials(user.name)}
        </Avatar>
        <Text fw={650} fz="lg" mt="xs">
          {user.name}
        </Text>
        <Badge variant="light" size="md">
          {roleLabel(t, user.role)}
        </Badge>
      </Stack>
      <Divider my="lg" />
      <Stack gap="sm">
        <Row icon={<IconMail size={16} />}>{user.email}</Row>
        <Row icon={<IconPhone size={16} />}>{user.tel || t('profile.noPhone')}</Row>
        <Row icon={<IconBuilding size={16} />}>{user.entreprise.intitule}</Row>
      </Stack>
    </Card>
  );
}
