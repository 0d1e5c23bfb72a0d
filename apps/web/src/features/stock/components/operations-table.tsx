// Stock operations in THE DataTable, server mode (GET /StockOperation: state, type, store, offset, limit; newest
// first): number, kind, from → to, state, lines, who, when. A row opens the operation's timeline.
import type { StockOperationSummary } from '@comptoir/shared';
import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { useFormat } from '../../../lib/format';
import { OperationKindBadge, OperationStateBadge } from './operation-badges';

export const operationPath = (id: number) => `/stock-operations/${id}/timeline`;

/** '#12', the operation's number as the screens write it. */
export const operationNumber = (id: number) => `#${id}`;

/** From → to (the arrow turns in Arabic); a loss has no 'to'. */
export function StoresRoute({ from, to }: { from: string; to: string | null }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="operation-route">
      <Text fz="sm" span>
        <bdi>{from}</bdi>
      </Text>
      {to !== null && (
        <>
          <IconArrowNarrowRight size={16} aria-hidden style={{ flexShrink: 0, transform: 'scaleX(var(--app-dir-flip, 1))' }} />
          <Text fz="sm" span>
            <bdi>{to}</bdi>
          </Text>
        </>
      )}
    </Group>
  );
}

interface Props {
  tableId: string;
  rows: readonly StockOperationSummary[];
  total: number;
  loading: boolean;
  fetching: boolean;
  state: DataTableServerState;
  onStateChange: (s: DataTableServerState) => void;
  emptyState?: ReactNode;
  /** The page's filters (state, kind, store) narrow the rows. */
  filtered?: boolean;
  toolbar?: ReactNode;
  rowActions?: (op: StockOperationSummary) => ReactNode;
}

export function OperationsTable(props: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const columns: DataTableColumn<StockOperationSummary>[] = [
    {
      key: 'id',
      title: t('stock.operations.fields.number'),
      value: (o) => o.id,
      // A link as well as the row: the keyboard reaches the operation too.
      render: (o) => (
        <Anchor
          component={Link}
          to={operationPath(o.id)}
          fz="sm"
          fw={600}
          onClick={(e) => e.stopPropagation()}
          aria-label={t(`stock.operations.detail.title.${o.type}`, { number: operationNumber(o.id) })}
          data-testid="operation-number"
        >
          {operationNumber(o.id)}
        </Anchor>
      ),
      hideable: false,
      sortable: false,
      width: 72,
    },
    {
      key: 'type',
      title: t('stock.operations.fields.type'),
      value: (o) => t(`stock.operations.kinds.${o.type}`),
      render: (o) => <OperationKindBadge type={o.type} />,
      sortable: false,
    },
    {
      key: 'route',
      title: t('stock.operations.fields.route'),
      value: (o) => (o.targetName ? `${o.sourceName} → ${o.targetName}` : o.sourceName),
      render: (o) => <StoresRoute from={o.sourceName} to={o.targetName} />,
      sortable: false,
    },
    {
      key: 'state',
      title: t('stock.operations.fields.state'),
      value: (o) => t(`stock.operations.states.${o.state}`),
      render: (o) => <OperationStateBadge state={o.state} />,
      sortable: false,
    },
    {
      key: 'lines',
      title: t('stock.operations.fields.lines'),
      value: (o) => o.lineCount,
      render: (o) => f.number(o.lineCount),
      numeric: true,
      sortable: false,
    },
    { key: 'user', title: t('stock.fields.user'), value: (o) => o.userName ?? '', sortable: false },
    {
      key: 'createdAt',
      title: t('stock.fields.date'),
      value: (o) => o.createdAt,
      render: (o) => f.dateTime(o.createdAt),
      sortable: false,
    },
    { key: 'note', title: t('stock.operations.fields.note'), value: (o) => o.note ?? '', sortable: false, defaultHidden: true, wrap: true },
  ];
  return (
    <DataTable<StockOperationSummary>
      tableId={props.tableId}
      testId={props.tableId}
      columns={columns}
      rows={props.rows}
      rowKey={(o) => o.id}
      loading={props.loading}
      fetching={props.fetching}
      server={{ total: props.total, state: props.state, onStateChange: props.onStateChange }}
      searchable={false}
      exportName={t('stock.operations.exportName')}
      onRowClick={(o) => void navigate(operationPath(o.id))}
      rowActions={props.rowActions}
      toolbar={props.toolbar}
      emptyState={props.emptyState}
      filtered={props.filtered}
    />
  );
}
