// An order's state as a coloured badge.
import type { CentralOrderState } from '@comptoir/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CentralOrderState, string> = {
  draft: 'gray',
  sent: 'blue',
  prepared: 'violet',
  shipped: 'orange',
  received: 'teal',
  cancelled: 'red',
};

export function OrderStateBadge({ state }: { state: CentralOrderState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="central-order-state">
      {t(`centralAchat.states.${state}`)}
    </Badge>
  );
}
