// /notifications (gestion_notification): the user's notifications, filtered by type, store and dates; each opens the
// register, order or product it is about and is then viewed. Refetched by the live channel, not polled.
import { Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Notification } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { notificationsApi, type NotificationsFilter } from '../api/notifications-api';
import { NotificationItem } from '../components/notification-item';
import { useMarkViewed, useNotifications } from '../hooks/use-notifications';
import { notificationKeys } from '../live/invalidation';
import { pushSupported, subscribePush } from '../live/web-push';
import { linkOf } from '../notification-links';

/** A local day's start as an instant (the "to" filter is exclusive: the day after). */
const dayStart = (day: string, plusDays = 0): string | undefined => {
  if (!day) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
};

/** Asks to receive the notifications on this device (Web Push), from the user's own gesture. */
function PushButton({ userId }: { userId: number | undefined }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'on' | 'denied'>(() =>
    pushSupported() && Notification.permission === 'denied' ? 'denied' : 'idle',
  );
  if (!pushSupported() || userId === undefined) return null;
  if (state !== 'idle')
    return (
      <Text size="sm" c="dimmed" data-testid="push-state">
        {t(state === 'on' ? 'notifications.push.on' : 'notifications.push.denied')}
      </Text>
    );
  return (
    <Button
      variant="default"
      onClick={() =>
        void subscribePush(userId, true).then(
          (ok) => setState(ok ? 'on' : 'denied'),
          () => setState('denied'),
        )
      }
    >
      {t('notifications.push.enable')}
    </Button>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const [tag, setTag] = useState<string | null>(null);
  const [store, setStore] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [limit, setLimit] = useState(50);
  const types = useQuery({ queryKey: notificationKeys.types(), queryFn: notificationsApi.types, staleTime: Infinity });
  const stores = useMagasins();
  const q: NotificationsFilter = useMemo(
    () => ({
      tag: tag ?? undefined,
      magasinId: store ? Number(store) : undefined,
      from: dayStart(from),
      to: dayStart(to, 1),
      limit,
    }),
    [tag, store, from, to, limit],
  );
  const list = useNotifications(user?.id, q);
  const mark = useMarkViewed(user?.id);
  const items = list.data?.notifications ?? [];
  const unreadIds = items.filter((n) => !n.viewed && n.id > 0).map((n) => n.id);
  const open = (n: Notification) => {
    if (!n.viewed && n.id > 0) mark.mutate([n.id]);
    const target = linkOf(n);
    if (target) void navigate(target);
  };
  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description', { count: list.data?.unread ?? 0 })}
        actions={
          <Group gap="xs">
            <PushButton userId={user?.id} />
            <Button variant="light" disabled={!unreadIds.length} onClick={() => mark.mutate(unreadIds)} data-testid="page-mark-all">
              {t('notifications.markAll')}
            </Button>
          </Group>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <Select
          label={t('notifications.filters.type')}
          placeholder={t('notifications.filters.all')}
          clearable
          data={(types.data ?? []).map((x) => ({ value: x.tag, label: x.intitule }))}
          value={tag}
          onChange={setTag}
          data-testid="filter-type"
          w={200}
        />
        <Select
          label={t('notifications.filters.store')}
          placeholder={t('notifications.filters.all')}
          clearable
          data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
          value={store}
          onChange={setStore}
          w={200}
        />
        <TextInput type="date" label={t('notifications.filters.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('notifications.filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      <Card withBorder padding="xs" radius="md">
        {/* Never empty: the help notification is always last. */}
        <Stack gap={2} data-testid="notifications-page-list">
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} onOpen={open} />
          ))}
        </Stack>
      </Card>
      {items.length > limit && limit < 200 && (
        <Group justify="center" mt="md">
          <Button variant="subtle" onClick={() => setLimit(200)}>
            {t('notifications.more')}
          </Button>
        </Group>
      )}
    </>
  );
}
