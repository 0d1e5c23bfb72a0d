// /stock-operations/live: the expeditions on their way (sent, not yet received), for every store of the user's or
// one chosen store; each is received from here. What another store sends shows up through the live channel (an
// operation's step is a stock event of both stores); while the channel is away, the list is polled every 30 s.
import type { StockOperationSummary } from '@comptoir/shared';
import { Button, Group } from '@mantine/core';
import { IconPackageImport, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { OperationStoreFilter, useOperationFilters } from '../components/operation-filters';
import { OperationsTable } from '../components/operations-table';
import { ReceiveModal } from '../components/receive-modal';
import { pollUnlessLive, useLiveState } from '../../../lib/live-status';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useOperations } from '../hooks/use-operations';

const REFRESH_MS = 30_000;

export function TransitPage() {
  const { t } = useTranslation();
  const [filters, patch] = useOperationFilters();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [receiving, setReceiving] = useState<number | null>(null);
  const mine = new Set((useMagasins().data ?? []).map((m) => m.id));
  const live = useLiveState();
  const page = useOperations(
    {
      offset: (table.page - 1) * table.pageSize,
      limit: table.pageSize,
      state: 'sent',
      type: 'expedition',
      entityId: filters.storeId,
    },
    { refetchInterval: pollUnlessLive(live, REFRESH_MS) },
  );
  return (
    <>
      <PageHeader title={t('stock.operations.transit.title')} description={t('stock.operations.transit.description')} />
      <Group mb="lg" align="flex-end">
        <OperationStoreFilter
          value={filters.storeId}
          onChange={(id) => {
            patch({ store: id === null ? null : String(id) });
            setTable((s) => ({ ...s, page: 1 }));
          }}
        />
      </Group>
      <OperationsTable
        tableId="stock-transit"
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        loading={page.isLoading}
        fetching={page.isFetching && !page.isLoading}
        state={table}
        onStateChange={setTable}
        filtered={filters.storeId !== undefined}
        rowActions={(o: StockOperationSummary) =>
          // Received by the store it goes to: offered to its people only.
          o.targetId !== null &&
          mine.has(o.targetId) && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPackageImport size={16} />}
              onClick={() => setReceiving(o.id)}
              data-testid="transit-receive"
            >
              {t('stock.operations.actions.receive')}
            </Button>
          )
        }
        emptyState={
          <EmptyState
            icon={<IconTruckDelivery size={28} />}
            title={t('stock.operations.transit.emptyTitle')}
            description={t('stock.operations.transit.emptyText')}
            action={
              <Button component={Link} to="/stock-operations" variant="light" data-testid="transit-to-operations">
                {t('stock.operations.transit.toOperations')}
              </Button>
            }
          />
        }
      />
      <ReceiveModal operationId={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
