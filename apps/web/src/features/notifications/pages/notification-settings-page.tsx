// /settings/notifications: which types each role and each member receives (product-spec §2). A role's choice
// (POST /RoleNotificationTypes/add) applies to its members who have none of their own; a member's own choice is per
// store (POST /UserNotificationMagasin/add), and removing it (DELETE /UserNotificationMagasin/{id}) makes them follow
// their role again. Without any choice, every type. Saving a member writes every store's choice, so a first choice in
// one store does not silently stop the others.
import type { NotificationType, RoleNotificationTypes } from '@comptoir/shared';
import { Alert, Button, Card, Checkbox, Group, Select, SimpleGrid, Table, Tabs, Text } from '@mantine/core';
import { IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { roleLabel } from '../../auth/role-label';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useRoles } from '../../users/hooks/use-roles';
import { useUsersPage } from '../../users/hooks/use-users';
import { notificationsApi } from '../api/notifications-api';
import { notificationKeys } from '../live/invalidation';

type Choice = Record<number, Set<number>>;

function useTypes() {
  return useQuery({ queryKey: notificationKeys.types(), queryFn: notificationsApi.types, staleTime: Infinity });
}

function useRoleChoices() {
  return useQuery({ queryKey: notificationKeys.roles(), queryFn: notificationsApi.roles });
}

export function NotificationSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notifications.settings.title')} description={t('notifications.settings.description')} />
      <Tabs defaultValue="roles" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="roles" leftSection={<IconUsersGroup size={16} />} data-testid="settings-tab-roles">
            {t('notifications.settings.byRole')}
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUser size={16} />} data-testid="settings-tab-members">
            {t('notifications.settings.byMember')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="roles">
          <RoleSettings />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MemberSettings />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The type names a role's choice holds ("every type" without a choice). */
function typesText(t: (k: string) => string, types: NotificationType[], choice: RoleNotificationTypes | undefined): string {
  if (!choice) return t('notifications.settings.allTypes');
  if (!choice.notificationTypeIds.length) return t('notifications.settings.noType');
  return types
    .filter((x) => choice.notificationTypeIds.includes(x.id))
    .map((x) => x.intitule)
    .join(', ');
}

function RoleSettings() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const roles = useRoles();
  const types = useTypes();
  const choices = useRoleChoices();
  const [roleId, setRoleId] = useState<number | null>(null);
  const typeList = useMemo(() => types.data ?? [], [types.data]);
  const current = choices.data?.find((c) => c.roleId === roleId);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    if (roleId === null || !choices.data) return;
    setChecked((current ? current.notificationTypeIds : typeList.map((x) => x.id)).map(String));
  }, [roleId, choices.data, current, typeList]);

  const save = useMutation({
    mutationFn: (ids: number[] | null) => notificationsApi.setRole({ roleId: roleId as number, notificationTypeIds: ids }),
    onSuccess: (answer) => {
      qc.setQueryData(notificationKeys.roles(), answer);
      notifySuccess({ message: t('notifications.settings.saved') });
    },
  });
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: roleLabel(t, r) }));
  return (
    <>
      <Select
        label={t('notifications.settings.role')}
        placeholder={t('notifications.settings.pickRole')}
        data={roleOptions}
        value={roleId === null ? null : String(roleId)}
        onChange={(v) => setRoleId(v ? Number(v) : null)}
        maw={420}
        mb="md"
        data-testid="settings-role"
      />
      {roleId !== null && choices.data && (
        <Card withBorder radius="md" padding="sm">
          <Alert color="blue" mb="sm" data-testid="role-choice-state">
            {current ? t('notifications.settings.roleChose') : t('notifications.settings.roleEverything')}
          </Alert>
          <Checkbox.Group value={checked} onChange={setChecked} label={t('notifications.settings.types')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" data-testid="role-types">
              {typeList.map((x) => (
                <Checkbox key={x.id} value={String(x.id)} label={x.intitule} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" mt="md">
            {current && (
              <Button variant="default" onClick={() => save.mutate(null)} loading={save.isPending} data-testid="role-reset">
                {t('notifications.settings.roleReset')}
              </Button>
            )}
            <Button onClick={() => save.mutate(checked.map(Number))} loading={save.isPending} data-testid="role-save">
              {t('notifications.settings.save')}
            </Button>
          </Group>
        </Card>
      )}
      {choices.data && choices.data.length > 0 && (
        <Table mt="lg" verticalSpacing="xs" data-testid="role-choices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.settings.role')}</Table.Th>
              <Table.Th>{t('notifications.settings.types')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {choices.data.map((c) => {
              const role = roles.data?.find((r) => r.id === c.roleId);
              return (
                <Table.Tr key={c.roleId}>
                  <Table.Td>{role ? roleLabel(t, role) : c.roleId}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{typesText(t, typeList, c)}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

function MemberSettings() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const users = useUsersPage({ page: 1, limit: 50, keyword: keyword || undefined });
  type Member = NonNullable<typeof users.data>['data'][number];
  // The member chosen, kept as picked (the list follows what is typed in the picker).
  const [member, setMember] = useState<Member | undefined>();
  const stores = useMagasins();
  const types = useTypes();
  const choices = useRoleChoices();
  const saved = useQuery({
    queryKey: notificationKeys.userStores(userId ?? 0),
    queryFn: () => notificationsApi.userStores(userId as number),
    enabled: userId !== null,
  });
  const roleChoice = choices.data?.find((c) => c.roleId === member?.role.id);
  const storeList = useMemo(() => stores.data ?? [], [stores.data]);
  const typeList = useMemo(() => types.data ?? [], [types.data]);
  const followsRole = saved.data !== undefined && saved.data.length === 0;
  const [choice, setChoice] = useState<Choice>({});
  useEffect(() => {
    if (!saved.data) return;
    // Without a choice of their own, the member receives their role's types (every type without one) everywhere.
    const inherited = roleChoice ? roleChoice.notificationTypeIds : typeList.map((x) => x.id);
    const next: Choice = {};
    for (const s of storeList) next[s.id] = new Set(followsRole ? inherited : []);
    for (const row of saved.data) (next[row.magasinId] ??= new Set()).add(row.notificationTypeId);
    setChoice(next);
  }, [saved.data, storeList, typeList, followsRole, roleChoice]);

  const done = async () => {
    notifySuccess({ message: t('notifications.settings.saved') });
    await qc.invalidateQueries({ queryKey: notificationKeys.userStores(userId ?? 0) });
  };
  const save = useMutation({
    mutationFn: async () => {
      for (const s of storeList)
        await notificationsApi.setUserStore({ userId: userId as number, magasinId: s.id, notificationTypeIds: [...(choice[s.id] ?? [])] });
    },
    onSuccess: done,
  });
  const clear = useMutation({ mutationFn: () => notificationsApi.clearUser(userId as number), onSuccess: done });
  const toggle = (storeId: number, typeId: number, on: boolean) =>
    setChoice((c) => {
      const set = new Set(c[storeId] ?? []);
      if (on) set.add(typeId);
      else set.delete(typeId);
      return { ...c, [storeId]: set };
    });

  const listed = users.data?.data ?? [];
  const userOptions = [...listed, ...(member && !listed.some((u) => u.id === member.id) ? [member] : [])].map((u) => ({
    value: String(u.id),
    label: `${u.name} · ${roleLabel(t, u.role)}`,
  }));
  return (
    <>
      <Select
        label={t('notifications.settings.member')}
        placeholder={t('notifications.settings.pickMember')}
        searchable
        onSearchChange={setKeyword}
        data={userOptions}
        value={userId === null ? null : String(userId)}
        onChange={(v) => {
          setUserId(v ? Number(v) : null);
          setMember(users.data?.data.find((u) => String(u.id) === v));
        }}
        maw={420}
        mb="md"
        data-testid="settings-member"
        nothingFoundMessage={t('notifications.settings.noMember')}
      />
      {userId !== null && saved.data && (
        <Card withBorder radius="md" padding="sm">
          <Alert color="blue" mb="sm" data-testid={followsRole ? 'receives-everything' : 'member-own-choice'}>
            {followsRole
              ? t('notifications.settings.followsRole', {
                  role: member ? roleLabel(t, member.role) : '',
                  types: typesText(t, typeList, roleChoice),
                })
              : t('notifications.settings.ownChoice')}
          </Alert>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" data-testid="settings-grid">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('notifications.filters.store')}</Table.Th>
                  {typeList.map((x) => (
                    <Table.Th key={x.id}>{x.intitule}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {storeList.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {s.intitule}
                      </Text>
                    </Table.Td>
                    {typeList.map((x) => (
                      <Table.Td key={x.id}>
                        <Checkbox
                          aria-label={`${s.intitule} · ${x.intitule}`}
                          checked={choice[s.id]?.has(x.id) ?? false}
                          onChange={(e) => toggle(s.id, x.id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" mt="sm">
            {!followsRole && (
              <Button variant="default" onClick={() => clear.mutate()} loading={clear.isPending} data-testid="settings-follow-role">
                {t('notifications.settings.followRole')}
              </Button>
            )}
            <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="settings-save">
              {t('notifications.settings.save')}
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
