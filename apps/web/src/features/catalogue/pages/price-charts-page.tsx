// /settings/products/{priceId}/charts (product-spec §2): how a price moved — its price, promo price and buying price
// over time as a step line chart, the current margin, and every change with who made it and when.
import type { PriceHistoryPoint } from '@comptoir/shared';
import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LineChart } from '../../../components/charts/line-chart';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { usePriceHistory } from '../hooks/use-price-history';

const COLORS = { price: 'var(--mantine-color-blue-6)', promo: 'var(--mantine-color-red-6)', buying: 'var(--mantine-color-teal-6)' };

export function PriceChartsPage() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const priceId = Number(useParams().priceId);
  const q = usePriceHistory(priceId);
  const back = (
    <Anchor component={Link} to="/settings/products/principal" fz="sm" data-testid="charts-back">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle', transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />{' '}
      {t('catalogue.charts.back')}
    </Anchor>
  );
  if (q.isLoading) return <Loader />;
  if (!q.data)
    return (
      <Stack>
        {back}
        <Alert color="orange" title={t('catalogue.charts.notFoundTitle')} data-testid="charts-missing">
          {t('catalogue.charts.notFoundText')}
        </Alert>
      </Stack>
    );
  const { price, history } = q.data;
  const tag = price.currencyTag;
  const money = (v: number | null) => (v === null ? '—' : f.money(v, tag));
  const last = history[history.length - 1];
  const sells = last
    ? last.promoPrice !== null && last.promotionEndAt && Date.parse(last.promotionEndAt) > Date.now()
      ? last.promoPrice
      : last.price
    : price.price;
  const margin =
    last?.buyingPrice !== null && last?.buyingPrice !== undefined && sells > 0 ? ((sells - last.buyingPrice) / sells) * 100 : null;
  const points = (pick: (p: PriceHistoryPoint) => number | null) => history.map((p) => ({ at: p.created_at, value: pick(p) }));
  const series = [
    { key: 'price', label: t('catalogue.charts.price'), color: COLORS.price, points: points((p) => p.price) },
    ...(history.some((p) => p.promoPrice !== null)
      ? [{ key: 'promo', label: t('catalogue.charts.promoPrice'), color: COLORS.promo, points: points((p) => p.promoPrice) }]
      : []),
    ...(history.some((p) => p.buyingPrice !== null)
      ? [
          {
            key: 'buying',
            label: t('catalogue.charts.buyingPrice'),
            color: COLORS.buying,
            points: points((p) => p.buyingPrice),
            dashed: true,
          },
        ]
      : []),
  ];
  const columns: DataTableColumn<PriceHistoryPoint>[] = [
    {
      key: 'created_at',
      title: t('catalogue.charts.when'),
      value: (p) => p.created_at,
      render: (p) => f.dateTime(p.created_at),
      sortable: true,
    },
    { key: 'price', title: t('catalogue.charts.price'), value: (p) => p.price, render: (p) => money(p.price), numeric: true },
    {
      key: 'promoPrice',
      title: t('catalogue.charts.promoPrice'),
      value: (p) => p.promoPrice,
      render: (p) => money(p.promoPrice),
      numeric: true,
    },
    {
      key: 'promotionEndAt',
      title: t('catalogue.charts.promoEnd'),
      value: (p) => p.promotionEndAt,
      render: (p) => (p.promotionEndAt ? f.date(p.promotionEndAt) : '—'),
    },
    {
      key: 'buyingPrice',
      title: t('catalogue.charts.buyingPrice'),
      value: (p) => p.buyingPrice,
      render: (p) => money(p.buyingPrice),
      numeric: true,
    },
    {
      key: 'userName',
      title: t('catalogue.charts.who'),
      value: (p) => p.userName,
      render: (p) => p.userName ?? t('catalogue.charts.system'),
    },
  ];
  const stat = (label: string, value: string, testId: string) => (
    <Card withBorder padding="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
  return (
    <Stack gap="md">
      {back}
      <PageHeader title={t('catalogue.charts.title', { label: price.label })} description={t('catalogue.charts.description')} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {stat(t('catalogue.charts.current'), money(sells), 'charts-current')}
        {stat(t('catalogue.charts.buyingPrice'), money(last?.buyingPrice ?? null), 'charts-buying')}
        {stat(t('catalogue.charts.margin'), margin === null ? '—' : f.percent(margin, 1), 'charts-margin')}
        {stat(t('catalogue.charts.changes'), f.number(history.length), 'charts-changes')}
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Group gap="xs" mb="sm">
          <IconChartLine size={20} />
          <Title order={2} fz="h4">
            {t('catalogue.charts.chartTitle')}
          </Title>
        </Group>
        {history.length ? (
          <LineChart
            series={series}
            end={new Date().toISOString()}
            label={t('catalogue.charts.chartLabel', { label: price.label })}
            locale={i18n.language}
            format={(v) => f.decimal(v, 0, 2)}
            testId="price-chart"
          />
        ) : (
          <EmptyState
            icon={<IconChartLine size={28} />}
            title={t('catalogue.charts.emptyTitle')}
            description={t('catalogue.charts.emptyText')}
          />
        )}
      </Card>
      <DataTable
        tableId="price-history"
        testId="price-history-table"
        columns={columns}
        rows={[...history].reverse()}
        rowKey={(p) => p.id}
        exportName={`price-${price.id}-history`}
      />
    </Stack>
  );
}
