// An order's state as a coloured badge, in every language.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  not_validated: 'gray',
  validated: 'blue',
  credit_validated: 'violet',
  unpaid: 'orange',
  paid: 'green',
  delivered: 'teal',
  returned: 'yellow',
  refunded: 'pink',
  cancelled: 'red',
  archived: 'dark',
  cancellation_pending: 'red',
  cancellation_approved: 'red',
  modification_pending: 'yellow',
};

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light" data-testid="order-state">
      {t(`commands.states.${state}`)}
    </Badge>
  );
}
