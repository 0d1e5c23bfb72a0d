// /stock/history: a store's stock by business day — the day(s) still open, then the closed days, newest first. A day
// opens its stock per product (/stock/history/{calendarDayId}).
import type { StockDay } from '@comptoir/shared';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCalendarStats } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { formatQuantity } from '../../stock/stock-rules';
import { soldOf } from '../history-rules';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { historyApi, historyKeys } from '../api/history-api';

const dayPath = (d: StockDay) => `/stock/history/${d.calendarDayId}`;

function OpenDays({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const opened = useQuery({ queryKey: historyKeys.opened(storeId), queryFn: ({ signal }) => historyApi.opened(storeId, signal) });
  const days = opened.data?.days ?? [];
  if (!days.length) return null;
  return (
    <Stack gap="xs" mb="lg">
      <Title order={2} fz="lg">
        {t('stockHistory.openTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {days.map((d) => (
          <UnstyledButton key={d.calendarDayId} component={Link} to={dayPath(d)} data-testid="open-day">
            <Card withBorder padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{f.date(d.day)}</Text>
                <Badge color="green" variant="light">
                  {t('stockHistory.states.opened')}
                </Badge>
              </Group>
              <Text fz="sm" c="dimmed" mt={4}>
                {t('stockHistory.openSince', { time: f.dateTime(d.openedAt) })}
              </Text>
              <Text fz="sm" mt="xs">
                {t('stockHistory.summary', {
                  movements: f.number(d.movements),
                  in: formatQuantity(d.in, f.locale),
                  out: formatQuantity(d.out, f.locale),
                })}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ClosedDays({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const q = { offset: (table.page - 1) * table.pageSize, limit: table.pageSize };
  const page = useQuery({
    queryKey: historyKeys.closed(storeId, q),
    queryFn: ({ signal }) => historyApi.closed(storeId, q, signal),
    placeholderData: keepPreviousData,
  });
  const quantity = (v: number) => formatQuantity(v, f.locale);
  const columns: DataTableColumn<StockDay>[] = [
    {
      key: 'day',
      title: t('stockHistory.fields.day'),
      value: (d) => d.day,
      render: (d) => <Text fw={600}>{f.date(d.day)}</Text>,
      sortable: false,
      hideable: false,
    },
    {
      key: 'closedAt',
      title: t('stockHistory.fields.closedAt'),
      value: (d) => d.closedAt ?? '',
      render: (d) => (d.closedAt ? f.dateTime(d.closedAt) : ''),
      sortable: false,
    },
    {
      key: 'movements',
      title: t('stockHistory.fields.movements'),
      value: (d) => d.movements,
      render: (d) => f.number(d.movements),
      numeric: true,
      sortable: false,
    },
    {
      key: 'products',
      title: t('stockHistory.fields.products'),
      value: (d) => d.products,
      render: (d) => f.number(d.products),
      numeric: true,
      sortable: false,
    },
    {
      key: 'sold',
      title: t('stockHistory.fields.sold'),
      value: (d) => soldOf(d.byType),
      render: (d) => quantity(soldOf(d.byType)),
      numeric: true,
      sortable: false,
    },
    {
      key: 'in',
      title: t('stockHistory.fields.in'),
      value: (d) => d.in,
      render: (d) => (
        <Text span c="green">
          {quantity(d.in)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'out',
      title: t('stockHistory.fields.out'),
      value: (d) => d.out,
      render: (d) => (
        <Text span c="red">
          {quantity(d.out)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
  ];
  return (
    <DataTable<StockDay>
      tableId="stock-history-days"
      testId="history-days"
      columns={columns}
      rows={page.data?.rows ?? []}
      rowKey={(d) => d.calendarDayId}
      loading={page.isLoading}
      fetching={page.isFetching && !page.isLoading}
      server={{ total: page.data?.total ?? 0, state: table, onStateChange: setTable }}
      searchable={false}
      exportName={t('stockHistory.exportName')}
      onRowClick={(d) => void navigate(dayPath(d))}
      emptyState={
        <EmptyState icon={<IconCalendarStats size={28} />} title={t('stockHistory.emptyTitle')} description={t('stockHistory.emptyText')} />
      }
    />
  );
}

export function HistoryPage() {
  const { t } = useTranslation();
  const { storeId, stores, setStoreId, isLoading } = useSelectedStore();
  return (
    <>
      <PageHeader title={t('routes.stockHistory')} description={t('stockHistory.description')} />
      <Group mb="lg" align="flex-end">
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
      </Group>
      {storeId !== null ? (
        <div key={storeId}>
          <OpenDays storeId={storeId} />
          <ClosedDays storeId={storeId} />
        </div>
      ) : (
        !isLoading && (
          <EmptyState icon={<IconBuildingStore size={28} />} title={t('stock.list.noStore')} description={t('stock.list.noStoreText')} />
        )
      )}
    </>
  );
}
