// A stock state as a badge: ok green, critical orange, out red.
import type { StockState } from '@comptoir/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLOR } from '../stock-rules';

export function StateBadge({ state, size = 'sm' }: { state: StockState; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATE_COLOR[state]}
      variant="light"
      size={size}
      // A badge clips its label by default, so a narrow table column (a phone) could shrink it to '…'.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="stock-state"
      data-state={state}
    >
      {t(`stock.states.${state}`)}
    </Badge>
  );
}
