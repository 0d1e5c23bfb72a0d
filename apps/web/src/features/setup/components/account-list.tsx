// The accounts collected on the accounts step: who, which role, created or not yet; removable until created.
import type { RoleRef } from '@comptoir/shared';
import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { initials, roleLabel } from '../../auth/role-label';
import type { DraftAccount } from '../setup-steps';

interface AccountListProps {
  accounts: readonly DraftAccount[];
  roles: readonly RoleRef[];
  failedAccount: string | null;
  onRemove: (localId: string) => void;
}

export function AccountList({ accounts, roles, failedAccount, onRemove }: AccountListProps) {
  const { t } = useTranslation();
  if (accounts.length === 0) {
    return <EmptyState icon={<IconUsers size={28} />} title={t('setup.accounts.emptyTitle')} description={t('setup.accounts.emptyText')} />;
  }
  return (
    <Stack gap="xs" data-testid="setup-account-list">
      {accounts.map((a) => {
        const role = roles.find((r) => r.id === a.body.roleId?.[0]);
        const failed = a.localId === failedAccount;
        return (
          <Paper
            key={a.localId}
            withBorder
            radius="md"
            p="sm"
            data-testid="setup-account"
            data-role={a.roleTag ?? ''}
            style={failed ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar radius="xl" color={a.roleTag === 'caissier' ? 'brand' : 'gray'} variant="light">
                {initials(a.body.name ?? '?')}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm" fw={600} truncate>
                  <bdi>{a.body.name}</bdi>
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  <bdi>{a.body.email}</bdi>
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {role && (
                  <Badge variant="light" color={a.roleTag === 'caissier' ? 'brand' : 'gray'}>
                    {roleLabel(t, role)}
                  </Badge>
                )}
                {a.createdId !== null ? (
                  <Tooltip label={t('setup.accounts.created')}>
                    <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-label={t('setup.accounts.created')} />
                  </Tooltip>
                ) : (
                  <>
                    {failed && <IconAlertCircle size={20} color="var(--mantine-color-red-6)" aria-label={t('setup.accounts.failed')} />}
                    <Tooltip label={t('setup.accounts.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('setup.accounts.remove')}
                        onClick={() => onRemove(a.localId)}
                        data-testid="setup-account-remove"
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
