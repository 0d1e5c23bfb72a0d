import type { ActiveSubscriptions } from '@comptoir/shared';
import { Alert, Badge, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { daysUntil, formatDate } from '../../../lib/format';

type Subscription = ActiveSubscriptions['subscriptions'][number];

const STATUS_COLORS: Record<Subscription['status'], string> = { active: 'teal', expired: 'red', suspended: 'orange' };

/** The subscription that matters: the active one, else the most recent. */
export function currentSubscription(data: ActiveSubscriptions | undefined): Subscription | undefined {
  const list = data?.subscriptions ?? [];
  return list.find((s) => s.status === 'active') ?? [...list].sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0];
}

function elapsedPercent(sub: Subscription, now = Date.now()): number {
  if (!sub.endsAt) return 0;
  const start = Date.parse(sub.startsAt);
  const end = Date.parse(sub.endsAt);
  if (!(end > start)) return 100;
  return Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
}

interface SubscriptionCardProps {
  data: ActiveSubscriptions | undefined;
  loading: boolean;
}

export function SubscriptionCard({ data, loading }: SubscriptionCardProps) {
  const { t, i18n } = useTranslation();
  const sub = currentSubscription(data);
  const label = (prefix: string, value: string) => (i18n.exists(`${prefix}.${value}`) ? t(`${prefix}.${value}`) : value);
  const days = sub?.endsAt ? daysUntil(sub.endsAt) : null;

  return (
    <Card h="100%" data-testid="subscription-card">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="lg">
          {t('home.subscription.title')}
        </Title>
        {sub && (
          <Badge color={STATUS_COLORS[sub.status]} variant="light" data-testid="subscription-status">
            {t(`subscription.status.${sub.status}`)}
          </Badge>
        )}
      </Group>
      {loading && (
        <Stack gap="sm">
          <Skeleton h={20} w="60%" />
          <Skeleton h={12} />
          <Skeleton h={12} w="80%" />
        </Stack>
      )}
      {!loading && !sub && (
        <EmptyState
          icon={<IconReceipt size={26} />}
          title={t('home.subscription.noneTitle')}
          description={t('home.subscription.noneText')}
        />
      )}
      {!loading && sub && (
        <Stack gap="md">
          <div>
            <Text fz={22} fw={700} tt="capitalize">
              {label('subscription.plans', sub.plan)}
            </Text>
            <Text fz="sm" c="dimmed">
              {label('subscription.periods', sub.period)}
            </Text>
          </div>
          {sub.endsAt && (
            <div>
              <Progress
                value={elapsedPercent(sub)}
                size="sm"
                radius="xl"
                color={STATUS_COLORS[sub.status]}
                aria-label={t('home.subscription.elapsed')}
              />
              <Group justify="space-between" mt={6}>
                <Text fz="xs" c="dimmed">
                  {formatDate(sub.startsAt, i18n.language)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDate(sub.endsAt, i18n.language)}
                </Text>
              </Group>
            </div>
          )}
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {t('home.subscription.daysLeft')}
            </Text>
            <Text fz="sm" fw={700} className="app-number" data-testid="subscription-days">
              {days === null ? t('home.subscription.noEnd') : t('home.subscription.days', { count: Math.max(0, days) })}
            </Text>
          </Group>
          {(data?.expired || data?.suspended) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t(data.suspended ? 'subscription.suspendedTitle' : 'subscription.expiredTitle')}
            >
              {t('subscription.contactSupport')}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
