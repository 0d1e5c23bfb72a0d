// A list of orders (a store's, or every store's for the warehouse) with the steps the user's side may take on each:
// the store sends, cancels and receives; the warehouse prepares and ships. A step someone took meanwhile (409) says
// so and the list refreshes.
import { CENTRAL_ORDER_STEPS, type CentralOrderStep, type CentralOrderSummary } from '@comptoir/shared';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { useOrderStep } from '../api/central-api';
import { OrderStateBadge } from './state-badge';

export function OrdersTable({
  tableId,
  side,
  rows,
  total,
  state,
  onStateChange,
  loading,
  fetching,
  onOpen,
  onReceive,
  emptyState,
}: {
  tableId: string;
  side: 'store' | 'central';
  rows: CentralOrderSummary[];
  total: number;
  state: DataTableServerState;
  onStateChange: (s: DataTableServerState) => void;
  loading: boolean;
  fetching: boolean;
  onOpen: (id: number) => void;
  onReceive: (id: number) => void;
  emptyState?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const quantityText = useQuantityText();
  const step = useOrderStep();
  const take = (o: CentralOrderSummary, s: CentralOrderStep) => {
    if (s === 'receive') return onReceive(o.id);
    step.mutate(
      { id: o.id, step: s },
      {
        onSuccess: (r) =>
          notifySuccess({ message: t('centralAchat.steps.done', { id: r.id, state: t(`centralAchat.states.${r.state}`) }) }),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) notifyDanger({ message: t('centralAchat.steps.conflict') });
        },
      },
    );
  };
  const columns: DataTableColumn<CentralOrderSummary>[] = [
    { key: 'id', title: t('centralAchat.fields.order'), value: (o) => o.id, render: (o) => `#${o.id}`, hideable: false },
    ...(side === 'central'
      ? [{ key: 'store', title: t('centralAchat.fields.store'), value: (o: CentralOrderSummary) => o.magasinName, wrap: true }]
      : []),
    { key: 'warehouse', title: t('centralAchat.fields.warehouse'), value: (o) => o.centralAchatName, defaultHidden: side === 'central' },
    {
      key: side === 'central' ? 'sentAt' : 'createdAt',
      title: t(side === 'central' ? 'centralAchat.fields.sentAt' : 'centralAchat.fields.createdAt'),
      value: (o) => (side === 'central' ? o.sentAt : o.createdAt) ?? '',
      render: (o) => f.dateTime((side === 'central' ? o.sentAt : o.createdAt) ?? o.createdAt),
    },
    {
      key: 'units',
      title: t('centralAchat.fields.units'),
      value: (o) => o.units,
      render: (o) => quantityText(o.units, null),
      numeric: true,
    },
    { key: 'lines', title: t('centralAchat.fields.lines'), value: (o) => o.lineCount, numeric: true, defaultHidden: true },
    {
      key: 'state',
      title: t('centralAchat.fields.state'),
      value: (o) => t(`centralAchat.states.${o.state}`),
      render: (o) => <OrderStateBadge state={o.state} />,
    },
  ];
  return (
    <DataTable
      tableId={tableId}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      loading={loading}
      fetching={fetching}
      searchable={false}
      filtered
      server={{ total, state, onStateChange }}
      onRowClick={(o) => onOpen(o.id)}
      emptyState={emptyState}
      testId={`${tableId}-table`}
      rowActions={(o) => (
        <Group gap={6} wrap="nowrap">
          {CENTRAL_ORDER_STEPS[o.state]
            .filter((s) => s.side === side)
            .map((s) => (
              <Button
                key={s.step}
                size="compact-sm"
                variant={s.step === 'cancel' ? 'subtle' : 'light'}
                color={s.step === 'cancel' ? 'red' : undefined}
                onClick={(e) => {
                  e.stopPropagation();
                  take(o, s.step);
                }}
                loading={step.isPending && step.variables?.id === o.id && step.variables.step === s.step}
                data-testid={`central-step-${s.step}`}
              >
                {t(`centralAchat.actions.${s.step}`)}
              </Button>
            ))}
        </Group>
      )}
    />
  );
}
