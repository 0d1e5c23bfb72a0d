// /stock-operations/timeline: every step of every stock operation the user sees, across stores, the warehouse and
// labs, newest first (GET /StockOperation/timeline): when, which operation and kind, from → to, the state it reached,
// who, and the note. A row opens its operation.
import { STOCK_OPERATION_KINDS, type StockOperationKind, type StockTimelineRow } from '@comptoir/shared';
import { Anchor, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { OperationKindBadge, OperationStateBadge } from '../components/operation-badges';
import { operationNumber, operationPath, StoresRoute } from '../components/operations-table';
import { useCompanyTimeline } from '../hooks/use-operations';

export function CompanyTimelinePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const [type, setType] = useState<StockOperationKind | undefined>();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const page = useCompanyTimeline({ offset: (table.page - 1) * table.pageSize, limit: table.pageSize, type });
  const columns: DataTableColumn<StockTimelineRow>[] = [
    {
      key: 'createdAt',
      title: t('stock.fields.createdAt'),
      value: (r) => r.createdAt,
      render: (r) => f.dateTime(r.createdAt),
      sortable: false,
    },
    {
      key: 'operation',
      title: t('stock.operations.fields.number'),
      value: (r) => r.operationId,
      render: (r) => (
        <Anchor component={Link} to={operationPath(r.operationId)} fz="sm" fw={600} onClick={(e) => e.stopPropagation()}>
          {operationNumber(r.operationId)}
        </Anchor>
      ),
      sortable: false,
      width: 72,
    },
    {
      key: 'type',
      title: t('stock.operations.fields.type'),
      value: (r) => r.type,
      render: (r) => <OperationKindBadge type={r.type} />,
      sortable: false,
    },
    {
      key: 'route',
      title: t('stock.operations.fields.route'),
      value: (r) => r.sourceName,
      render: (r) => <StoresRoute from={r.sourceName} to={r.targetName} />,
      sortable: false,
    },
    {
      key: 'state',
      title: t('stock.operations.fields.state'),
      value: (r) => r.state,
      render: (r) => <OperationStateBadge state={r.state} />,
      sortable: false,
    },
    { key: 'user', title: t('stock.fields.user'), value: (r) => r.userName ?? '', sortable: false },
    {
      key: 'note',
      title: t('stock.operations.fields.note'),
      value: (r) => r.note ?? '',
      sortable: false,
      wrap: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.stockOperationsTimeline')} description={t('stock.flows.timeline.description')} />
      <Group mb="lg">
        <Select
          label={t('stock.operations.fields.type')}
          placeholder={t('stock.operations.filters.allKinds')}
          data={STOCK_OPERATION_KINDS.map((k) => ({ value: k, label: t(`stock.operations.kinds.${k}`) }))}
          value={type ?? null}
          onChange={(v) => {
            setType((v as StockOperationKind | null) ?? undefined);
            setTable((s) => ({ ...s, page: 1 }));
          }}
          clearable
          w={260}
          maw="100%"
          data-testid="timeline-kind"
        />
      </Group>
      <DataTable<StockTimelineRow>
        tableId="stock-timeline"
        testId="stock-timeline"
        columns={columns}
        rows={page.data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={page.isLoading}
        fetching={page.isFetching && !page.isLoading}
        server={{ total: page.data?.total ?? 0, state: table, onStateChange: setTable }}
        searchable={false}
        exportName={t('routes.stockOperationsTimeline')}
        onRowClick={(r) => void navigate(operationPath(r.operationId))}
      />
    </>
  );
}
