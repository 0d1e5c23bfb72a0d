// /stock/history/{calendarDayId}: one business day's stock per article moved that day — the level at the opening,
// what came in and went out (the sales apart), the level at the end of the day and the day's last count.
import type { StockDayRow } from '@comptoir/shared';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconCalendarStats } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { formatQuantity } from '../../stock/stock-rules';
import { soldOf } from '../history-rules';
import { historyApi, historyKeys } from '../api/history-api';
import { DayFigures } from '../components/day-figures';
import { ProductCell } from '../../stock/components/product-cell';

export function DayPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 50, search: '', sort: null });
  const q = { offset: (table.page - 1) * table.pageSize, limit: table.pageSize, keyword: table.search.trim() || undefined };
  const detail = useQuery({
    queryKey: historyKeys.day(id, q),
    queryFn: ({ signal }) => historyApi.day(id, q, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const day = detail.data?.day;
  const back = (
    <Button
      component={Link}
      to={day ? `/stock/history?store=${day.entityId}` : '/stock/history'}
      variant="default"
      leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
      data-testid="history-back"
    >
      {t('stock.actions.back')}
    </Button>
  );
  if (!valid || detail.isError)
    return (
      <>
        <PageHeader title={t('routes.stockHistoryDetail')} actions={back} />
        <Alert color="orange" data-testid="day-missing">
          {t('stockHistory.missing')}
        </Alert>
      </>
    );
  const quantity = (v: number) => formatQuantity(v, f.locale);
  const columns: DataTableColumn<StockDayRow>[] = [
    {
      key: 'label',
      title: t('stock.fields.product'),
      value: (r) => r.label,
      hideable: false,
      sortable: false,
      wrap: true,
      render: (r) => <ProductCell label={r.label} codes={r.barcode} />,
    },
    {
      key: 'opening',
      title: t('stockHistory.fields.opening'),
      value: (r) => r.opening,
      render: (r) => quantity(r.opening),
      numeric: true,
      sortable: false,
    },
    {
      key: 'sold',
      title: t('stockHistory.fields.sold'),
      value: (r) => soldOf(r.byType),
      render: (r) => quantity(soldOf(r.byType)),
      numeric: true,
      sortable: false,
    },
    {
      key: 'in',
      title: t('stockHistory.fields.in'),
      value: (r) => r.in,
      render: (r) => (
        <Text span c="green">
          {quantity(r.in)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'out',
      title: t('stockHistory.fields.out'),
      value: (r) => r.out,
      render: (r) => (
        <Text span c="red">
          {quantity(r.out)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'closing',
      title: t('stockHistory.fields.closing'),
      value: (r) => r.closing,
      render: (r) => (
        <Text span fw={700} data-testid="day-row-closing">
          {quantity(r.closing)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'counted',
      title: t('stock.fields.counted'),
      value: (r) => r.counted,
      render: (r) => (r.counted === null ? '' : quantity(r.counted)),
      numeric: true,
      sortable: false,
    },
  ];
  return (
    <>
      <PageHeader
        title={day ? t('stockHistory.dayTitle', { day: f.date(day.day) }) : t('routes.stockHistoryDetail')}
        description={
          day ? (
            <Group gap="xs" component="span">
              <Badge color={day.state === 'opened' ? 'green' : 'gray'} variant="light" component="span">
                {t(`stockHistory.states.${day.state}`)}
              </Badge>
              <Text span fz="sm" c="dimmed">
                {day.closedAt
                  ? t('stockHistory.period', { from: f.dateTime(day.openedAt), to: f.dateTime(day.closedAt) })
                  : t('stockHistory.openSince', { time: f.dateTime(day.openedAt) })}
              </Text>
            </Group>
          ) : undefined
        }
        actions={back}
      />
      <DayFigures day={day} loading={detail.isLoading} />
      <DataTable<StockDayRow>
        tableId="stock-history-day"
        testId="history-day"
        columns={columns}
        rows={detail.data?.rows ?? []}
        rowKey={(r) => r.productId}
        loading={detail.isLoading}
        fetching={detail.isFetching && !detail.isLoading}
        server={{ total: detail.data?.total ?? 0, state: table, onStateChange: setTable }}
        exportName={t('stockHistory.dayExportName')}
        onRowClick={(r) => day && void navigate(`/entity/${day.entityId}/productId/${r.productId}`)}
        emptyState={
          <EmptyState
            icon={<IconCalendarStats size={28} />}
            title={t('stockHistory.dayEmptyTitle')}
            description={t('stockHistory.dayEmptyText')}
          />
        }
      />
    </>
  );
}
