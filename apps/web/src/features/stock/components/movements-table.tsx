// One article's movements in one store, newest first, server-paged (GET /Entity/{id}/productId/{pid}/transactions):
// when, what (the stock operation type), the signed quantity, the level after it, what was counted, ticket, who.
import type { StockTransaction } from '@comptoir/shared';
import { Anchor, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { useFormat } from '../../../lib/format';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { formatQuantity, formatSigned, signColor } from '../stock-rules';

interface Props {
  rows: readonly StockTransaction[];
  total: number;
  loading: boolean;
  fetching: boolean;
  state: DataTableServerState;
  onStateChange: (state: DataTableServerState) => void;
}

export function MovementsTable({ rows, total, loading, fetching, state, onStateChange }: Props) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const canOpenOrders = useHasAnyTag(['gestion_command']);
  const typeLabel = (type: string) => (i18n.exists(`stock.types.${type}`) ? t(`stock.types.${type}`) : type);
  const columns: DataTableColumn<StockTransaction>[] = [
    {
      key: 'createdAt',
      title: t('stock.fields.date'),
      value: (m) => m.createdAt,
      render: (m) => f.dateTime(m.createdAt),
      hideable: false,
      sortable: false,
    },
    {
      key: 'type',
      title: t('stock.fields.type'),
      value: (m) => typeLabel(m.type),
      render: (m) => (
        <Text fz="sm" span data-testid="movement-type" data-type={m.type}>
          {typeLabel(m.type)}
        </Text>
      ),
      sortable: false,
    },
    {
      key: 'quantity',
      title: t('stock.fields.movement'),
      value: (m) => m.quantity,
      render: (m) => (
        <Text fz="sm" fw={600} span c={signColor(m.quantity)} dir="ltr" data-testid="movement-quantity">
          {formatSigned(m.quantity, f.locale)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'balance',
      title: t('stock.fields.balance'),
      value: (m) => m.balance,
      render: (m) => (
        <Text fz="sm" span data-testid="movement-balance">
          {formatQuantity(m.balance, f.locale)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'counted',
      title: t('stock.fields.counted'),
      value: (m) => m.counted,
      render: (m) => (m.counted === null ? '' : formatQuantity(m.counted, f.locale)),
      numeric: true,
      sortable: false,
    },
    {
      key: 'ticket',
      title: t('stock.fields.ticket'),
      value: (m) => m.ticketNumber ?? '',
      render: (m) =>
        m.ticketNumber && m.commandId && canOpenOrders ? (
          <Anchor component={Link} to={`/command/${m.commandId}/planning`} fz="sm" onClick={(e) => e.stopPropagation()}>
            {m.ticketNumber}
          </Anchor>
        ) : (
          (m.ticketNumber ?? '')
        ),
      sortable: false,
    },
    { key: 'user', title: t('stock.fields.user'), value: (m) => m.userName ?? '', sortable: false },
  ];
  return (
    <DataTable<StockTransaction>
      tableId="stock-movements"
      testId="movements-table"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      loading={loading}
      fetching={fetching}
      server={{ total, state, onStateChange }}
      searchable={false}
      exportName={t('stock.product.movements')}
      emptyState={
        <EmptyState
          icon={<IconHistory size={28} />}
          title={t('stock.product.noMovementTitle')}
          description={t('stock.product.noMovementText')}
        />
      }
    />
  );
}
