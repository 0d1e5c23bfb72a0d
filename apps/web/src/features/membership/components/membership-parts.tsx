// Small pieces of the membership screens: the state badge, money, the uses left, a figure card.
import { formatMoney, toMinor, type Membership, type MembershipState } from '@comptoir/shared';
import { Badge, Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MembershipState, string> = { active: 'teal', suspended: 'yellow', expired: 'gray', refunded: 'red' };

export function MembershipStateBadge({ etat }: { etat: MembershipState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[etat]} variant="light" miw="max-content" data-testid="membership-state">
      {t(`membership.states.${etat}`)}
    </Badge>
  );
}

export function Money({ value, tag }: { value: number; tag: string }) {
  const { i18n } = useTranslation();
  return <span dir="ltr">{formatMoney(toMinor(value), tag, i18n.language)}</span>;
}

/** "3 sessions left of 4", or "unlimited". */
export function usesText(
  t: (k: string, o?: Record<string, unknown>) => string,
  m: Pick<Membership, 'usesLeft' | 'usesPerPeriod'>,
  inCart = 0,
): string {
  if (m.usesLeft === null || m.usesPerPeriod === null) return t('membership.unlimited');
  return t('membership.usesLeft', { count: Math.max(0, m.usesLeft - inCart), total: m.usesPerPeriod });
}

export function FigureCard({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}
