// /central-achat/commandes: the central warehouse's view — the sum of every store's orders per product for a period
// (what is still to prepare, each store's part), turned into planned shipments per store, and the orders the stores
// sent, to prepare and ship. A user bound to stores is taken to their store's orders.
import type { CentralOrderState, CentralProductSum } from '@comptoir/shared';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery, IconTruckLoading } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { lastDays, periodErrors } from '../../stock-reports/components/period';
import { PeriodFields } from '../../stock-reports/components/period-fields';
import { useSelectedStore } from '../../stores/components/store-select';
import { useCentralAchats, useInbox, usePlan, useProductsSum } from '../api/central-api';
import { useCompanyWide } from '../components/company-wide';
import { OrderModal } from '../components/order-modal';
import { OrdersTable } from '../components/orders-table';
import { storeOrdersPath } from './store-orders-page';

function WarehouseView() {
  const { t } = useTranslation();
  const f = useFormat();
  const quantityText = useQuantityText();
  const warehouses = useCentralAchats();
  const [chosen, setChosen] = useState<string | null>(null);
  const warehouseId = chosen ? Number(chosen) : (warehouses.data?.[0]?.id ?? undefined);
  const [period, setPeriod] = useState(() => lastDays(30));
  const valid = Object.keys(periodErrors(period)).length === 0;
  const [state, setState] = useState<CentralOrderState | null>(null);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [open, setOpen] = useState<number | null>(null);
  const sum = useProductsSum({ ...period, centralAchatId: warehouseId }, valid && warehouseId !== undefined);
  const inbox = useInbox(
    { ...period, centralAchatId: warehouseId, state: state ?? undefined, offset: (table.page - 1) * table.pageSize, limit: table.pageSize },
    valid && warehouseId !== undefined,
  );
  const plan = usePlan();
  const s = sum.data;
  const toPrepare = s?.stores.reduce((a, x) => a + x.toPrepare, 0) ?? 0;
  const doPlan = () =>
    warehouseId !== undefined &&
    plan.mutate(
      { centralAchatId: warehouseId, period },
      {
        onSuccess: (a) =>
          a.shipments.length
            ? notifySuccess({ message: t('centralAchat.warehouse.planned', { count: a.shipments.length }) })
            : notifyInfo({ message: t('centralAchat.warehouse.nothingToPlan') }),
      },
    );
  const perCarton = (r: CentralProductSum, q: number) =>
    r.unitsPerCarton && Number.isInteger(q / r.unitsPerCarton) && q > 0
      ? ` (${t('centralAchat.warehouse.cartons', { cartons: f.number(q / r.unitsPerCarton) })})`
      : '';
  const columns: DataTableColumn<CentralProductSum>[] = [
    {
      key: 'label',
      title: t('centralAchat.fields.product'),
      value: (r) => r.label,
      hideable: false,
      wrap: true,
      render: (r) => <bdi>{r.label}</bdi>,
    },
    {
      key: 'ordered',
      title: t('centralAchat.fields.ordered'),
      value: (r) => r.ordered,
      render: (r) => quantityText(r.ordered, r.unity) + perCarton(r, r.ordered),
      numeric: true,
    },
    {
      key: 'toPrepare',
      title: t('centralAchat.fields.toPrepare'),
      value: (r) => r.toPrepare,
      render: (r) => quantityText(r.toPrepare, r.unity),
      numeric: true,
    },
    ...(s?.stores ?? []).map((st) => ({
      key: `store-${st.magasinId}`,
      title: st.name,
      value: (r: CentralProductSum) => r.stores.find((x) => x.magasinId === st.magasinId)?.ordered ?? 0,
      render: (r: CentralProductSum) => {
        const q = r.stores.find((x) => x.magasinId === st.magasinId)?.ordered;
        return q ? quantityText(q, r.unity) : '';
      },
      numeric: true,
    })),
  ];
  return (
    <>
      <PageHeader
        title={t('routes.centralWarehouse')}
        description={t('centralAchat.warehouse.description')}
        actions={
          <Button
            leftSection={<IconTruckLoading size={18} />}
            onClick={doPlan}
            loading={plan.isPending}
            disabled={!toPrepare || !valid}
            data-testid="central-plan"
          >
            {t('centralAchat.actions.plan')}
          </Button>
        }
      />
      <Group mb="lg" align="flex-start" gap="sm">
        <Select
          label={t('centralAchat.fields.warehouse')}
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.intitule }))}
          value={warehouseId !== undefined ? String(warehouseId) : null}
          onChange={setChosen}
          allowDeselect={false}
          w={220}
        />
        <PeriodFields value={period} onChange={setPeriod} />
      </Group>
      <Stack gap="lg">
        <Card padding="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              {t('centralAchat.warehouse.sum')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('centralAchat.warehouse.sumHint', { orders: f.number(toPrepare) })}
            </Text>
          </Group>
          <DataTable
            tableId="central-sum"
            columns={columns}
            rows={s?.rows ?? []}
            rowKey={(r) => r.productId}
            loading={sum.isLoading}
            fetching={sum.isFetching}
            filtered
            exportName={t('centralAchat.warehouse.sum')}
            testId="central-sum-table"
          />
        </Card>
        <Card padding="md">
          <Group justify="space-between" mb="sm" align="flex-end">
            <Title order={2} fz="lg">
              {t('centralAchat.warehouse.orders')}
            </Title>
            <Select
              aria-label={t('centralAchat.fields.state')}
              placeholder={t('centralAchat.fields.allStates')}
              data={(['sent', 'prepared', 'shipped', 'received', 'cancelled'] as const).map((x) => ({
                value: x,
                label: t(`centralAchat.states.${x}`),
              }))}
              value={state}
              onChange={(v) => setState(v as CentralOrderState | null)}
              clearable
              w={180}
            />
          </Group>
          <OrdersTable
            tableId="central-inbox"
            side="central"
            rows={inbox.data?.rows ?? []}
            total={inbox.data?.total ?? 0}
            state={table}
            onStateChange={setTable}
            loading={inbox.isLoading}
            fetching={inbox.isFetching}
            onOpen={setOpen}
            onReceive={setOpen}
            emptyState={<EmptyState icon={<IconTruckDelivery size={28} />} title={t('centralAchat.warehouse.empty')} description="" />}
          />
        </Card>
      </Stack>
      <OrderModal orderId={open} onClose={() => setOpen(null)} />
    </>
  );
}

export function CentralOrdersPage() {
  const companyWide = useCompanyWide();
  const { storeId } = useSelectedStore();
  if (!companyWide) return storeId !== null ? <Navigate to={storeOrdersPath(storeId)} replace /> : null;
  return <WarehouseView />;
}
