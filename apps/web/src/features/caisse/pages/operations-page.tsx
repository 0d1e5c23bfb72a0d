// /operations: every movement of money of the chosen store, paged by the server, filtered by type.
import { CASH_OPERATION_TYPES, type Operation } from '@comptoir/shared';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { useStoreOperations } from '../hooks/use-caisse';
import { useFormat } from '../../../lib/format';
import { paymentModeLabel } from '../../../lib/payment-mode';

export function OperationsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { storeId, stores, setStoreId } = useSelectedStore();
  const [type, setType] = useState<string | null>(null);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 10, search: '', sort: null });
  const ops = useStoreOperations(storeId, { page: table.page, limit: table.pageSize, type: type ?? undefined });
  const columns: DataTableColumn<Operation>[] = [
    {
      key: 'created_at',
      title: t('caisse.detail.when'),
      value: (o) => o.created_at,
      render: (o) => f.dateTime(o.created_at),
    },
    { key: 'type', title: t('caisse.operation.type'), value: (o) => t(`caisse.types.${o.type}`) },
    { key: 'mode', title: t('caisse.operation.mode'), value: (o) => paymentModeLabel(t, o.modePayment) },
    {
      key: 'amount',
      title: t('caisse.operation.amount'),
      value: (o) => o.amount,
      render: (o) => <span dir="ltr">{f.money(o.amount, o.currencyTag)}</span>,
      numeric: true,
    },
    {
      key: 'reason',
      title: t('caisse.operation.reason'),
      value: (o) => [o.subType ? t(`caisse.fees.${o.subType}`) : '', o.reason ?? ''].filter(Boolean).join(' · '),
    },
    { key: 'session', title: t('caisse.history.session'), value: (o) => (o.caisseId ? `#${o.caisseId}` : '') },
    { key: 'user', title: t('caisse.detail.by'), value: (o) => o.userName ?? '' },
  ];
  return (
    <>
      <PageHeader title={t('routes.operations')} description={t('caisse.operations.text')} />
      <Group mb="lg" align="flex-end">
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
        <Select
          label={t('caisse.operation.type')}
          placeholder={t('caisse.operations.allTypes')}
          data={CASH_OPERATION_TYPES.map((v) => ({ value: v, label: t(`caisse.types.${v}`) }))}
          value={type}
          onChange={(v) => {
            setType(v);
            setTable({ ...table, page: 1 });
          }}
          clearable
          data-testid="operations-type"
        />
      </Group>
      <DataTable<Operation>
        tableId="store-operations"
        testId="store-operations"
        columns={columns}
        rows={ops.data?.data ?? []}
        rowKey={(o) => o.id}
        loading={ops.isLoading}
        exportName={t('routes.operations')}
        filtered={type !== null}
        server={{ total: ops.data?.total ?? 0, state: table, onStateChange: setTable }}
      />
    </>
  );
}
