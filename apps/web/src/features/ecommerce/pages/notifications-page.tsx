// /e-commerce/notifications: the new-order notifications of orders that came from the online shop (pulled or brought
// by a webhook), newest first; each opens its order and is then viewed.
import type { Notification } from '@comptoir/shared';
import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { NotificationItem } from '../../notifications/components/notification-item';
import { useMarkViewed, useNotifications } from '../../notifications/hooks/use-notifications';
import { linkOf } from '../../notifications/notification-links';

export function EcommerceNotificationsPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useNavigate();
  const list = useNotifications(user?.id, { tag: 'order_new', limit: 200 });
  const mark = useMarkViewed(user?.id);
  const items = (list.data?.notifications ?? []).filter((n) => n.data?.source === 'ecommerce');
  const open = (n: Notification) => {
    if (!n.viewed && n.id > 0) mark.mutate([n.id]);
    const target = linkOf(n);
    if (target) void navigate(target);
  };
  return (
    <>
      <PageHeader title={t('routes.ecommerceNotifications')} description={t('ecommerce.notificationsDescription')} />
      <Card withBorder padding="xs" radius="md">
        {list.isSuccess && items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t('ecommerce.noNotifications')}
          </Text>
        ) : (
          <Stack gap={2} data-testid="ecommerce-notifications">
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} onOpen={open} />
            ))}
          </Stack>
        )}
      </Card>
    </>
  );
}
