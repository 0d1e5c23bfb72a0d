// /central-achat/commandes/magasin/{magasinId}/state/1: a store's orders to central purchasing over a period, by state;
// a new order (saved as a draft or sent), the store's steps (send, cancel, receive with what arrived) and each order's
// lines and steps.
import { CENTRAL_ORDER_STATES, type CentralOrderState } from '@comptoir/shared';
import { Button, Group, Select } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { lastDays, periodErrors } from '../../stock-reports/components/period';
import { PeriodFields } from '../../stock-reports/components/period-fields';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { useStoreOrders } from '../api/central-api';
import { OrderFormModal } from '../components/order-form-modal';
import { OrderModal } from '../components/order-modal';
import { OrdersTable } from '../components/orders-table';

export const storeOrdersPath = (storeId: number) => `/central-achat/commandes/magasin/${storeId}/state/1`;

export function StoreOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeId = Number(useParams().magasinId);
  const { stores } = useSelectedStore();
  const [period, setPeriod] = useState(() => lastDays(30));
  const [state, setState] = useState<CentralOrderState | null>(null);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: number; receiving: boolean } | null>(null);
  const valid = Object.keys(periodErrors(period)).length === 0;
  const orders = useStoreOrders(valid ? storeId : null, {
    ...period,
    state: state ?? undefined,
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
  });
  return (
    <>
      <PageHeader
        title={t('routes.centralCommands')}
        description={t('centralAchat.store.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="central-new-order">
            {t('centralAchat.actions.newOrder')}
          </Button>
        }
      />
      <Group mb="lg" align="flex-start" gap="sm">
        <StoreSelect value={storeId} stores={stores} onChange={(id) => navigate(storeOrdersPath(id))} />
        <PeriodFields value={period} onChange={setPeriod} />
        <Select
          label={t('centralAchat.fields.state')}
          placeholder={t('centralAchat.fields.allStates')}
          data={CENTRAL_ORDER_STATES.map((s) => ({ value: s, label: t(`centralAchat.states.${s}`) }))}
          value={state}
          onChange={(v) => setState(v as CentralOrderState | null)}
          clearable
          w={180}
        />
      </Group>
      <OrdersTable
        tableId="central-store-orders"
        side="store"
        rows={orders.data?.rows ?? []}
        total={orders.data?.total ?? 0}
        state={table}
        onStateChange={setTable}
        loading={orders.isLoading}
        fetching={orders.isFetching}
        onOpen={(id) => setOpen({ id, receiving: false })}
        onReceive={(id) => setOpen({ id, receiving: true })}
        emptyState={
          <EmptyState
            icon={<IconTruckDelivery size={28} />}
            title={t('centralAchat.store.empty')}
            description={t('centralAchat.store.emptyText')}
          />
        }
      />
      <OrderFormModal storeId={Number.isFinite(storeId) ? storeId : null} opened={creating} onClose={() => setCreating(false)} />
      <OrderModal orderId={open?.id ?? null} receiving={open?.receiving} onClose={() => setOpen(null)} />
    </>
  );
}
