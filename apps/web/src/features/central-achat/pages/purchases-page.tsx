// /central-achat/achats: what each store received from central purchasing over a period, in quantity and at cost,
// day by day (POST /CentralAchat/commandes/magasin/achatCharts), one chart per store and the totals.
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { StatCard } from '../../home/components/stat-card';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { lastDays, periodErrors } from '../../stock-reports/components/period';
import { PeriodFields } from '../../stock-reports/components/period-fields';
import { useMoneyText } from '../../stock-reports/components/use-money-text';
import { useAchatCharts } from '../api/central-api';

/** Every day of the period, those without purchases at 0. */
function everyDay(from: string, to: string, points: { date: string; value: number }[]) {
  const byDay = new Map(points.map((p) => [p.date, p.value]));
  const out: { date: string; value: number }[] = [];
  for (let d = Date.parse(`${from.slice(0, 10)}T00:00:00Z`); d < Date.parse(to) && out.length < 400; d += 86_400_000) {
    const day = new Date(d).toISOString().slice(0, 10);
    out.push({ date: day, value: byDay.get(day) ?? 0 });
  }
  return out;
}

export function PurchasesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoneyText();
  const quantityText = useQuantityText();
  const [period, setPeriod] = useState(() => lastDays(30));
  const valid = Object.keys(periodErrors(period)).length === 0;
  const charts = useAchatCharts({ ...period, groupBy: 'day' }, valid);
  const c = charts.data;
  return (
    <>
      <PageHeader title={t('routes.centralPurchases')} description={t('centralAchat.purchases.description')} />
      <Group mb="lg" align="flex-start" gap="sm">
        <PeriodFields value={period} onChange={setPeriod} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          icon={<IconShoppingCart size={20} />}
          label={t('centralAchat.purchases.value')}
          loading={!c}
          value={c ? money(c.totals.value) : ''}
          testId="purchases-value"
        />
        <StatCard
          icon={<IconShoppingCart size={20} />}
          color="teal"
          label={t('centralAchat.purchases.quantity')}
          loading={!c}
          value={c ? quantityText(c.totals.quantity, null) : ''}
        />
        <StatCard
          icon={<IconShoppingCart size={20} />}
          color="orange"
          label={t('centralAchat.purchases.orders')}
          loading={!c}
          value={c ? f.number(c.totals.orders) : ''}
        />
      </SimpleGrid>
      {c && c.totals.orders === 0 ? (
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={t('centralAchat.purchases.empty')}
          description={t('centralAchat.purchases.description')}
        />
      ) : (
        <Stack gap="md">
          {(c?.stores ?? [])
            .filter((s) => s.orders > 0)
            .map((s) => (
              <Card key={s.magasinId} padding="md" data-testid="purchases-store">
                <Group justify="space-between" mb="xs" wrap="wrap">
                  <Title order={2} fz="lg">
                    {s.name}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    {money(s.value)} · {quantityText(s.quantity, null)} · {t('centralAchat.purchases.orders')} {f.number(s.orders)}
                  </Text>
                </Group>
                <BarChart
                  series={everyDay(c!.from, c!.to, s.points)}
                  label={t('centralAchat.purchases.chart', { store: s.name })}
                  locale={f.locale}
                />
              </Card>
            ))}
        </Stack>
      )}
    </>
  );
}
