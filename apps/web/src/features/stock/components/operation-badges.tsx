// A stock operation's state and kind as badges (the state's colour says how far it went).
import type { StockOperationKind, StockOperationState } from '@comptoir/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPERATION_KIND_COLOR, OPERATION_STATE_COLOR } from '../operation-rules';

// A badge clips its label by default, so a narrow table column (a phone) could shrink it to '…'.
const UNCLIPPED = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;
// A kind's colour is its outline; its words keep the text colour (a 10 px green, orange or yellow on a light row does not
// reach 4.5:1, axe color-contrast).
const KIND = { root: UNCLIPPED.root, label: { ...UNCLIPPED.label, color: 'var(--mantine-color-text)' } } as const;

export function OperationStateBadge({ state, size = 'sm' }: { state: StockOperationState; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={OPERATION_STATE_COLOR[state]}
      variant="light"
      size={size}
      styles={UNCLIPPED}
      data-testid="operation-state"
      data-state={state}
    >
      {t(`stock.operations.states.${state}`)}
    </Badge>
  );
}

export function OperationKindBadge({ type, size = 'sm' }: { type: StockOperationKind; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={OPERATION_KIND_COLOR[type]} variant="outline" size={size} styles={KIND} data-testid="operation-type" data-type={type}>
      {t(`stock.operations.kinds.${type}`)}
    </Badge>
  );
}
