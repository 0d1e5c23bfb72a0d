// One notification as a line (the bell's list, the notifications page): title, detail, store and register, when;
// unread in bold with a dot; a link to what it is about.
import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { detailOf } from '../notification-links';
import classes from './notifications.module.css';

export function NotificationItem({ n, onOpen }: { n: Notification; onOpen?: (n: Notification) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const d = detailOf(n);
  const amount = d.amount ? (d.amount.currency ? f.money(d.amount.value, d.amount.currency) : f.decimal(d.amount.value, 2, 2)) : null;
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className={n.viewed ? classes.dotRead : classes.dotUnread} aria-hidden />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={n.viewed ? 500 : 700} dir="auto">
          {n.title}
          {!n.viewed && <VisuallyHidden> · {t('notifications.unread')}</VisuallyHidden>}
        </Text>
        {d.amount && (
          <Text size="sm" c={d.amount.kind === 'difference' && d.amount.value !== 0 ? 'red' : undefined} data-testid="notification-amount">
            {t(d.amount.kind === 'difference' ? 'notifications.difference' : 'notifications.amount', { amount })}
          </Text>
        )}
        {d.order && (
          <Text size="sm" dir="auto" data-testid="notification-order">
            {[
              d.order.ticketNumber !== null ? t('notifications.ticket', { number: d.order.ticketNumber }) : null,
              d.order.clientName,
              d.order.remindTimeAt ? t('notifications.due', { when: f.dateTime(d.order.remindTimeAt) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {d.quantity && (
          <Text size="sm" dir="auto">
            {t('notifications.quantityLeft', { label: d.quantity.label ?? '', quantity: f.decimal(d.quantity.value, 0, 3) })}
          </Text>
        )}
        {n.tag === 'help' && (
          <Text size="sm" c="dimmed" dir="auto">
            {n.message}
          </Text>
        )}
        <Text size="xs" c="dimmed" dir="auto">
          {[d.place, n.tag === 'help' ? null : f.dateTime(n.createdAt)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
  if (!onOpen) return <div className={classes.item}>{body}</div>;
  return (
    <UnstyledButton
      className={classes.item}
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      data-tag={n.tag}
      data-viewed={n.viewed}
    >
      {body}
    </UnstyledButton>
  );
}
