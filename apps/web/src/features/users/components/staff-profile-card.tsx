// The member's identity card: photo, name, role, status, contact, stores, and one more store for store-bound staff
// (PATCH /UserCaissier/{id}/addMagasin/{storeId}/).
import type { StaffUser } from '@comptoir/shared';
import { ActionIcon, Badge, Card, Divider, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconMail, IconPhone, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAddUserStore } from '../hooks/use-user-mutations';
import { useStoreOptions } from '../hooks/use-users';
import { isStoreBoundTag } from '../staff-rules';
import { Ltr, RoleBadge, StaffPhoto } from './staff-identity';
import { StaffStatusBadge } from './staff-status-badge';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" c="dimmed" align="flex-start">
      {icon}
      <Text fz="sm" c="var(--mantine-color-text)" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function StaffProfileCard({ user, canManage }: { user: StaffUser; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const stores = useStoreOptions();
  const addStore = useAddUserStore(user.id);
  const [storeId, setStoreId] = useState<string | null>(null);
  const names = new Map((stores.data ?? []).map((s) => [s.id, s.intitule]));
  const others = (stores.data ?? []).filter((s) => !user.magasins.includes(s.id));
  const storeBound = isStoreBoundTag(user.role.tag);

  const add = () => {
    if (!storeId) return;
    addStore.mutate(Number(storeId), {
      onSuccess: () => {
        notifySuccess({ message: t('users.notify.storeAdded', { store: names.get(Number(storeId)) ?? '' }) });
        setStoreId(null);
      },
    });
  };

  return (
    <Card data-testid="staff-profile-card">
      <Stack align="center" gap={6} ta="center">
        <StaffPhoto user={user} size={96} />
        <Text fw={650} fz="lg" mt="xs" data-testid="staff-profile-name">
          {user.name}
        </Text>
        <Group gap="xs" justify="center">
          <RoleBadge role={user.role} />
          <StaffStatusBadge isActive={user.isActive} />
        </Group>
      </Stack>
      <Divider my="lg" />
      <Stack gap="sm">
        <Row icon={<IconMail size={16} />}>
          <Ltr>{user.email}</Ltr>
        </Row>
        <Row icon={<IconPhone size={16} />}>{user.tel ? <Ltr>{user.tel}</Ltr> : t('users.profile.noPhone')}</Row>
        <Row icon={<IconCalendar size={16} />}>
          {t('users.profile.since', { date: formatDate(user.created_at, i18n.language, 'long') })}
        </Row>
        <Row icon={<IconBuildingStore size={16} />}>
          {user.magasins.length ? (
            <Group gap={6} component="span" data-testid="staff-profile-stores">
              {user.magasins.map((id) => (
                <Badge key={id} variant="outline" color="gray" tt="none">
                  {names.get(id) ?? `#${id}`}
                </Badge>
              ))}
            </Group>
          ) : storeBound ? (
            t('users.profile.noStoreBound')
          ) : (
            t('users.profile.allStores')
          )}
        </Row>
      </Stack>
      {canManage && storeBound && others.length > 0 && (
        <Group mt="md" gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('users.profile.addStore')}
            placeholder={t('users.profile.chooseStore')}
            data={others.map((s) => ({ value: String(s.id), label: s.intitule }))}
            value={storeId}
            onChange={setStoreId}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="staff-add-store"
          />
          <Tooltip label={t('users.actions.add')} withArrow>
            <ActionIcon
              size={36}
              variant="filled"
              onClick={add}
              disabled={!storeId}
              loading={addStore.isPending}
              aria-label={t('users.actions.add')}
              data-testid="staff-add-store-submit"
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Card>
  );
}
