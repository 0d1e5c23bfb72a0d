// /settings/notifications: which types a member receives in each store (POST /UserNotificationMagasin/add per store).
// A member with no choice saved receives every type everywhere; saving writes every store's choice, so a first
// choice in one store does not silently stop the others.
import { Alert, Button, Card, Checkbox, Group, Select, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useUsersPage } from '../../users/hooks/use-users';
import { notificationsApi } from '../api/notifications-api';
import { notificationKeys } from '../live/invalidation';

type Choice = Record<number, Set<number>>;

export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const users = useUsersPage({ page: 1, limit: 50, keyword: keyword || undefined });
  const stores = useMagasins();
  const types = useQuery({ queryKey: notificationKeys.types(), queryFn: notificationsApi.types, staleTime: Infinity });
  const saved = useQuery({
    queryKey: notificationKeys.userStores(userId ?? 0),
    queryFn: () => notificationsApi.userStores(userId as number),
    enabled: userId !== null,
  });
  const storeList = useMemo(() => stores.data ?? [], [stores.data]);
  const typeList = useMemo(() => types.data ?? [], [types.data]);
  const everything = saved.data !== undefined && saved.data.length === 0;
  const [choice, setChoice] = useState<Choice>({});
  useEffect(() => {
    if (!saved.data) return;
    const next: Choice = {};
    for (const s of storeList) next[s.id] = new Set(everything ? typeList.map((x) => x.id) : []);
    for (const row of saved.data) (next[row.magasinId] ??= new Set()).add(row.notificationTypeId);
    setChoice(next);
  }, [saved.data, storeList, typeList, everything]);

  const save = useMutation({
    mutationFn: async () => {
      for (const s of storeList)
        await notificationsApi.setUserStore({ userId: userId as number, magasinId: s.id, notificationTypeIds: [...(choice[s.id] ?? [])] });
    },
    onSuccess: async () => {
      notifySuccess({ message: t('notifications.settings.saved') });
      await qc.invalidateQueries({ queryKey: notificationKeys.userStores(userId ?? 0) });
    },
  });
  const toggle = (storeId: number, typeId: number, on: boolean) =>
    setChoice((c) => {
      const set = new Set(c[storeId] ?? []);
      if (on) set.add(typeId);
      else set.delete(typeId);
      return { ...c, [storeId]: set };
    });

  const userOptions = (users.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} · ${u.role.intitule}` }));
  return (
    <>
      <PageHeader title={t('notifications.settings.title')} description={t('notifications.settings.description')} />
      <Select
        label={t('notifications.settings.member')}
        placeholder={t('notifications.settings.pickMember')}
        searchable
        onSearchChange={setKeyword}
        data={userOptions}
        value={userId === null ? null : String(userId)}
        onChange={(v) => setUserId(v ? Number(v) : null)}
        maw={420}
        mb="md"
        data-testid="settings-member"
        nothingFoundMessage={t('notifications.settings.noMember')}
      />
      {userId !== null && saved.data && (
        <Card withBorder radius="md" padding="sm">
          {everything && (
            <Alert color="blue" mb="sm" data-testid="receives-everything">
              {t('notifications.settings.everything')}
            </Alert>
          )}
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
            <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="settings-save">
              {t('notifications.settings.save')}
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
