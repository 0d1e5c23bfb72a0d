// /stock-operations: the company's stock operations the user may see (as sender or receiver), newest first, filtered
// by state, kind and store; a new expedition or a loss from the header. A row opens the operation's timeline.
import { kindsForRole, STOCK_KINDS, type StockOperation, type StockOperationKind } from '@comptoir/shared';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconHistory, IconPackageExport, IconPlus, IconTransfer, IconTrendingDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthUser } from '../../auth/hooks/use-auth';
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
  // Every other kind the user's role may start (the server refuses the others).
  const role = useAuthUser()?.role.tag ?? '';
  const others = kindsForRole(role).filter((k) => k !== 'expedition' && k !== 'loss');
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
    // A count goes on on its count screen; any other operation shows its timeline.
    if (op) void navigate(STOCK_KINDS[op.type].flow === 'count' ? `/stock-operations/${op.id}/count` : operationPath(op.id));
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
              component={Link}
              to="/stock-operations/timeline"
              variant="subtle"
              leftSection={<IconHistory size={18} />}
              data-testid="to-timeline"
            >
              {t('routes.stockOperationsTimeline')}
            </Button>
            {others.length > 0 && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={18} />}
                    rightSection={<IconChevronDown size={16} />}
                    data-testid="new-operation"
                  >
                    {t('stock.flows.actions.other')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {others.map((k) => (
                    <Menu.Item key={k} onClick={() => setCreating(k)} data-testid={`new-${k}`}>
                      {t(`stock.operations.kinds.${k}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
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
