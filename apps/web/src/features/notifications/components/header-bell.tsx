// In the header of every screen and in the till's frame, loaded once the page is usable (app/layout/lazy-bell.tsx):
// the live channel's state when it is away, and for a user who receives notifications the bell with the unread
// count, the latest ones, "mark all as viewed" and the way to the notifications page.
import { ActionIcon, Button, Divider, Group, Indicator, Popover, Text, Tooltip } from '@mantine/core';
import { IconBell, IconPlugConnectedX } from '@tabler/icons-react';
import type { Notification } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveState } from '../../../lib/live-status';
import { useAuthUser, useHasAnyTag } from '../../auth/hooks/use-auth';
import { useMarkViewed, useNotifications } from '../hooks/use-notifications';
import { linkOf } from '../notification-links';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

const LATEST = { limit: 10 };

export function HeaderBell() {
  const live = useLiveState();
  const receives = useHasAnyTag(['gestion_notification']);
  return (
    <>
      {live === 'disconnected' && <LiveAway />}
      {receives && <Bell />}
    </>
  );
}

function LiveAway() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('notifications.live.disconnected')}>
      <span
        role="status"
        aria-label={t('notifications.live.disconnected')}
        data-testid="live-disconnected"
        style={{ display: 'inline-flex' }}
      >
        <IconPlugConnectedX size={20} stroke={1.7} color="var(--mantine-color-orange-filled)" />
      </span>
    </Tooltip>
  );
}

function Bell() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const list = useNotifications(user?.id, LATEST, { quiet: true });
  const mark = useMarkViewed(user?.id);
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  const unreadIds = items.filter((n) => !n.viewed && n.id > 0).map((n) => n.id);
  const open = (n: Notification) => {
    if (!n.viewed && n.id > 0) mark.mutate([n.id]);
    const to = linkOf(n);
    setOpened(false);
    if (to) void navigate(to);
  };
  return (
    // The popover's target is the button itself: on the indicator's wrapper (a div), the aria-haspopup and
    // aria-expanded it adds are not allowed (axe, aria-allowed-attr).
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red" data-testid="bell-count">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
            aria-expanded={opened}
            data-testid="notification-bell"
            data-unread={unread}
          >
            <IconBell size={18} stroke={1.7} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" data-testid="notification-list">
          <Group justify="space-between" px={6} pb={6}>
            <Text fw={700} size="sm">
              {t('notifications.title')}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              disabled={!unreadIds.length}
              onClick={() => mark.mutate(unreadIds)}
              data-testid="mark-all-viewed"
            >
              {t('notifications.markAll')}
            </Button>
          </Group>
          <Divider />
          <div className={classes.list}>
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </div>
          <Divider />
          <Button
            variant="subtle"
            fullWidth
            size="xs"
            mt={4}
            onClick={() => {
              setOpened(false);
              void navigate('/notifications');
            }}
          >
            {t('notifications.seeAll')}
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
