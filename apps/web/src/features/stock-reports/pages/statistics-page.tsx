// /stock/statistics: one stock entity (a store, a warehouse, a lab) over a period: rotation, days of cover, stock-outs and the sales they lost, dead stock
// (definitions in docs/decisions.md, computed on the server from the ledger: GET /Stock/statistics).
import { STOCK_STATISTICS_SORTS, type StockStatisticsRow, type StockStatisticsSort } from '@comptoir/shared';
import { Badge, Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { IconArrowsShuffle, IconCalendarStats, IconPackageOff, IconZzz } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { StatCard } from '../../home/components/stat-card';
import { ProductCell } from '../../stock/components/product-cell';
import { useServerTable, useStockColumns } from '../../stock/components/stock-columns';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { useStatistics } from '../api/use-reports';
import { EntitySelect, useSelectedEntity } from '../components/entity-select';
import { lastDays, periodErrors } from '../components/period';
import { PeriodFields } from '../components/period-fields';
import { useMoneyText } from '../components/use-money-text';

export function StatisticsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoneyText();
  const quantityText = useQuantityText();
  const { entity, options, setEntity } = useSelectedEntity();
  const [period, setPeriod] = useState(() => lastDays(30));
  const [sort, setSort] = useState<StockStatisticsSort>('sold');
  const { query, server, firstPage } = useServerTable(20);
  const cols = useStockColumns<StockStatisticsRow>();
  const valid = Object.keys(periodErrors(period)).length === 0;
  const stats = useStatistics(entity, { ...period, sort, offset: query.offset, limit: query.limit }, valid);
  const s = stats.data;
  const days = (n: number | null) => (n === null ? '—' : t('stockReports.stats.days', { number: f.decimal(n, 0, 1) }));
  const columns: DataTableColumn<StockStatisticsRow>[] = [
    {
      ...cols.product(() => null, 'stats-row-label'),
      // With a badge for dead stock.
      render: (r) => (
        <ProductCell
          label={r.label}
          codes={null}
          testId="stats-row-label"
          name={
            <Group gap={6} wrap="nowrap">
              <Text fz="sm" fw={600}>
                <bdi>{r.label}</bdi>
              </Text>
              {r.dead && (
                <Badge size="xs" color="gray" variant="light">
                  {t('stockReports.stats.deadBadge')}
                </Badge>
              )}
            </Group>
          }
        />
      ),
    },
    {
      key: 'sold',
      title: t('stockReports.stats.sold'),
      value: (r) => r.sold,
      render: (r) => quantityText(r.sold, r.unity),
      numeric: true,
      sortable: false,
    },
    {
      key: 'closing',
      title: t('stockReports.stats.closing'),
      value: (r) => r.closing,
      render: (r) => quantityText(r.closing, r.unity),
      numeric: true,
      sortable: false,
    },
    {
      key: 'rotation',
      title: t('stockReports.stats.rotation'),
      value: (r) => r.rotation ?? '',
      render: (r) => (r.rotation === null ? '—' : f.decimal(r.rotation, 0, 2)),
      numeric: true,
      sortable: false,
    },
    {
      key: 'cover',
      title: t('stockReports.stats.cover'),
      value: (r) => r.daysOfCover ?? '',
      render: (r) => days(r.daysOfCover),
      numeric: true,
      sortable: false,
    },
    {
      key: 'outs',
      title: t('stockReports.stats.outDays'),
      value: (r) => r.stockOutDays,
      render: (r) => (r.stockOutDays ? days(r.stockOutDays) : '—'),
      numeric: true,
      sortable: false,
    },
    {
      key: 'lost',
      title: t('stockReports.stats.lost'),
      value: (r) => r.lostSalesValue,
      render: (r) => (r.lostSales ? money(r.lostSalesValue) : '—'),
      numeric: true,
      sortable: false,
    },
    {
      key: 'value',
      title: t('stockReports.stats.value'),
      value: (r) => r.value,
      render: (r) => money(r.value),
      numeric: true,
      sortable: false,
    },
    {
      key: 'lastSale',
      title: t('stockReports.stats.lastSale'),
      value: (r) => r.lastSaleAt ?? '',
      render: (r) => (r.lastSaleAt ? f.date(r.lastSaleAt) : '—'),
      sortable: false,
      defaultHidden: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.stockStatistics')} description={t('stockReports.stats.description')} />
      <Group mb="lg" align="flex-start" gap="sm">
        <EntitySelect value={entity} options={options} onChange={setEntity} />
        <PeriodFields value={period} onChange={(p) => (setPeriod(p), firstPage())} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg" data-testid="stats-figures">
        <StatCard
          icon={<IconArrowsShuffle size={20} />}
          label={t('stockReports.stats.rotation')}
          loading={!s}
          value={s ? (s.totals.rotation === null ? '—' : f.decimal(s.totals.rotation, 0, 2)) : ''}
          hint={t('stockReports.stats.rotationHint')}
          testId="stats-rotation"
        />
        <StatCard
          icon={<IconCalendarStats size={20} />}
          color="teal"
          label={t('stockReports.stats.cover')}
          loading={!s}
          value={s ? days(s.totals.daysOfCover) : ''}
          hint={t('stockReports.stats.coverHint')}
          testId="stats-cover"
        />
        <StatCard
          icon={<IconPackageOff size={20} />}
          color="red"
          label={t('stockReports.stats.outs')}
          loading={!s}
          value={s ? f.number(s.totals.stockOuts) : ''}
          hint={s ? t('stockReports.stats.lostHint', { value: money(s.totals.lostSalesValue) }) : undefined}
          testId="stats-outs"
        />
        <StatCard
          icon={<IconZzz size={20} />}
          color="gray"
          label={t('stockReports.stats.dead')}
          loading={!s}
          value={s ? f.number(s.totals.deadProducts) : ''}
          hint={s ? t('stockReports.stats.deadHint', { value: money(s.totals.deadValue) }) : undefined}
          testId="stats-dead"
        />
      </SimpleGrid>
      <SegmentedControl
        mb="md"
        value={sort}
        onChange={(v) => (setSort(v as StockStatisticsSort), firstPage())}
        data={STOCK_STATISTICS_SORTS.map((k) => ({ value: k, label: t(`stockReports.stats.sorts.${k}`) }))}
        data-testid="stats-sort"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <DataTable<StockStatisticsRow>
        tableId="stock-statistics"
        testId="stats-table"
        columns={columns}
        rows={s?.rows ?? []}
        rowKey={(r) => r.productId}
        loading={stats.isLoading}
        fetching={stats.isFetching}
        searchable={false}
        server={server(s?.total)}
      />
    </>
  );
}
