// /stock-operations: the company's stock operations the user may see (as sender or receiver), newest first, filtered
// by state, kind and store; a new expedition or a loss from the header. A row opens the operation's timeline.
import type { StockOperation, StockOperationKind } from '@comptoir/shared';
import { Button, Group } from '@mantine/core';
import { IconPackageExport, IconTransfer, IconTrendingDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { OperationFormModal } from '../components/operation-form-modal';
import { OperationKindFilter, OperationStateFilter, OperationStoreFilter, useOperationFilters } from '../components/operation-filters';
import { operationPath, OperationsTable } from '../components/operations-table';
import { useOperations } from '../hooks/use-operations';

export function OperationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, patch] = useOperationFilters();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [creating, setCreating] = useState<StockOperationKind | null>(null);
  const page = useOperations({
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
    state: filters.state,
    type: filters.type,
    entityId: filters.storeId,
  });
  const filter = (key: string) => (v: string | number | null) => {
    patch({ [key]: v === null ? null : String(v) });
    setTable((s) => ({ ...s, page: 1 }));
  };
  const filtered = filters.state !== undefined || filters.type !== undefined || filters.storeId !== undefined;
  const closeForm = (op: StockOperation | null) => {
    setCreating(null);
    if (op) void navigate(operationPath(op.id));
  };
  const newExpedition = (testId: string) => (
    <Button leftSection={<IconPackageExport size={18} />} onClick={() => setCreating('expedition')} data-testid={testId}>
      {t('stock.operations.actions.newExpedition')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('routes.stockOperations')}
        description={t('stock.operations.description')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconTrendingDown size={18} />}
              onClick={() => setCreating('loss')}
              data-testid="new-loss"
            >
              {t('stock.operations.actions.newLoss')}
            </Button>
            {newExpedition('new-expedition')}
          </>
        }
      />
      <Group mb="lg" align="flex-end" gap="sm" wrap="wrap">
        <OperationStoreFilter value={filters.storeId} onChange={filter('store')} />
        <OperationStateFilter value={filters.state} onChange={filter('state')} />
        <OperationKindFilter value={filters.type} onChange={filter('type')} />
      </Group>
      <OperationsTable
        tableId="stock-operations"
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        loading={page.isLoading}
        fetching={page.isFetching && !page.isLoading}
        state={table}
        onStateChange={setTable}
        filtered={filtered}
        emptyState={
          filtered ? undefined : (
            <EmptyState
              icon={<IconTransfer size={28} />}
              title={t('stock.operations.list.emptyTitle')}
              description={t('stock.operations.list.emptyText')}
              action={newExpedition('empty-new-expedition')}
            />
          )
        }
      />
      <OperationFormModal type={creating} defaultSourceId={filters.storeId ?? null} onClose={closeForm} />
    </>
  );
}
