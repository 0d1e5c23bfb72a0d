// /shipping-management: the orders taken from afar (phone, WhatsApp, online…) with their shipping, paged by the server,
// with its filters (state, late, carrier, source, delivery dates) and the search (number, client, address, phone).
// An order not in shipping yet is reserved from its row; a row opens the order's shipping.
import { SHIPPING_STATES, type ShippingCommand } from '@comptoir/shared';
import { Button, Chip, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import type { ShippingFilters } from '../api/shipping-api';
import { useShippingList } from '../api/use-shipping';
import { CarrierFilters } from '../components/carrier-filters';
import { useRunMove } from '../components/move-modal';
import { Money, orderNumber, ShippingStateBadge } from '../components/shipping-parts';

function useColumns(): DataTableColumn<ShippingCommand>[] {
  const { t } = useTranslation();
  const f = useFormat();
  return [
    { key: 'number', title: t('shipping.number'), value: (c) => orderNumber(c), hideable: false, sortable: false },
    { key: 'client', title: t('shipping.client'), value: (c) => c.clientName ?? '', sortable: false },
    {
      key: 'state',
      title: t('shipping.state'),
      value: (c) => t(`shipping.states.${c.state ?? 'none'}`),
      render: (c) => <ShippingStateBadge state={c.state} />,
      sortable: false,
      width: 200,
    },
    {
      key: 'date',
      title: t('shipping.deliveryDate'),
      value: (c) => c.deliveryDate ?? '',
      render: (c) => (c.deliveryDate ? `${f.date(c.deliveryDate)}${c.late ? ` · ${t('shipping.late')}` : ''}` : ''),
      sortable: false,
    },
    {
      key: 'address',
      title: t('shipping.address'),
      value: (c) => [c.address, c.city].filter(Boolean).join(', '),
      render: (c) => <span dir="auto">{[c.address, c.city].filter(Boolean).join(', ')}</span>,
      wrap: true,
      sortable: false,
    },
    { key: 'carrier', title: t('shipping.carrier'), value: (c) => c.deliveryManName ?? c.transportCompanyName ?? '', sortable: false },
    {
      key: 'source',
      title: t('shipping.source'),
      value: (c) => (c.source ? t(`pos.source.${c.source}`) : ''),
      defaultHidden: true,
      sortable: false,
    },
    {
      key: 'total',
      title: t('shipping.total'),
      value: (c) => c.total,
      render: (c) => <Money value={c.total} tag={c.currencyTag} />,
      numeric: true,
      sortable: false,
    },
    {
      key: 'left',
      title: t('shipping.toCollect'),
      value: (c) => c.total - c.paid,
      render: (c) => <Money value={c.total - c.paid} tag={c.currencyTag} />,
      numeric: true,
      sortable: false,
    },
  ];
}

export function ShippingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [filters, setFilters] = useState<ShippingFilters>({});
  const { run, pending } = useRunMove();
  const q = useShippingList({ ...filters, keyword: table.search.trim() || undefined, page: table.page, limit: table.pageSize });
  const set = (f: ShippingFilters) => {
    setFilters(f);
    setTable((s) => ({ ...s, page: 1 }));
  };
  return (
    <>
      <PageHeader title={t('routes.shipping')} description={t('shipping.listDescription')} />
      <Group mb="lg" align="flex-end" gap="sm">
        <Select
          label={t('shipping.state')}
          placeholder={t('shipping.all')}
          data={['none', ...SHIPPING_STATES].map((s) => ({ value: s, label: t(`shipping.states.${s}`) }))}
          value={filters.state ?? null}
          onChange={(v) => set({ ...filters, state: v ?? undefined })}
          clearable
          data-testid="shipping-state-filter"
        />
        <CarrierFilters value={filters} onChange={set} />
        <Chip checked={Boolean(filters.late)} onChange={(on) => set({ ...filters, late: on || undefined })}>
          {t('shipping.lateOnly')}
        </Chip>
      </Group>
      <DataTable<ShippingCommand>
        tableId="shipping"
        testId="shipping-list"
        columns={useColumns()}
        rows={q.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={q.isLoading}
        fetching={q.isFetching && q.isPlaceholderData}
        onRowClick={(c) => void navigate(`/shipping-management/command?id=${c.id}`)}
        searchPlaceholder={t('shipping.search')}
        server={{ total: q.data?.total ?? 0, state: table, onStateChange: setTable }}
        filtered={Object.values(filters).some(Boolean)}
        rowActions={(c) =>
          c.moves.includes('reserve') ? (
            <Button
              size="compact-xs"
              loading={pending}
              onClick={(e) => {
                e.stopPropagation();
                void run('reserve', [c]).catch(() => undefined);
              }}
              data-testid={`reserve-${c.id}`}
            >
              {t('shipping.moves.reserve')}
            </Button>
          ) : null
        }
      />
    </>
  );
}
