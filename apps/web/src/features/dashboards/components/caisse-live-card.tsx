// The live cash chart of an open session (issue 23 point 7), on /caisses/{id}: GET /DashBoard/getCaisseLiveCharts for
// the session's store, fetched again every few seconds: what the register sold by payment mode and the cash its drawer
// should hold, and the store's day hour by hour beside the same day a week before.
import { Grid, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { useChartTexts } from '../hooks/use-chart-texts';
import { useClientExport } from '../hooks/use-client-export';
import { useCaisseLive } from '../hooks/use-dashboards';
import { ComparisonBars, ShareDonut } from './lazy-charts';
import { hourBars } from './sales-figure-cards';

interface Props {
  caisseId: number;
  magasinId: number;
  currencyTag: string;
}

type ModeRow = { modePayment: string; amount: number; count: number };

export default function CaisseLiveCard({ caisseId, magasinId, currencyTag }: Props) {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const texts = useChartTexts();
  const exportRows = useClientExport();
  const live = useCaisseLive([magasinId]);
  const session = live.data?.sessions.find((s) => s.caisseId === caisseId);
  const modes = session?.paymentModes ?? [];
  const columns: DataTableColumn<ModeRow>[] = [
    { key: 'mode', title: t('dashboards.live.mode'), value: (m) => paymentModeLabel(t, m.modePayment) },
    { key: 'amount', title: t('dashboards.live.amount'), value: (m) => m.amount },
    { key: 'count', title: t('dashboards.figures.tickets'), value: (m) => m.count },
  ];
  return (
    <ChartCard
      testId="caisse-live-chart"
      title={t('dashboards.live.cashChart')}
      description={
        session && (
          <Group gap="md" component="span">
            <Text span fz="xs">
              {t('dashboards.figures.revenue')}: <b dir="ltr">{f.money(session.revenue, currencyTag)}</b>
            </Text>
            <Text span fz="xs">
              {t('dashboards.figures.tickets')}: <b>{f.number(session.tickets)}</b>
            </Text>
            <Text span fz="xs" data-testid="caisse-live-expected">
              {t('dashboards.live.expectedCash')}: <b dir="ltr">{f.money(session.expectedCash, currencyTag)}</b>
            </Text>
          </Group>
        )
      }
      loading={live.isFetching}
      onExport={exportRows(t('dashboards.live.cashChart'), columns, modes)}
      exportLabel={texts.exportLabel}
      empty={live.data && !session ? t('dashboards.live.noSession') : null}
    >
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ShareDonut
            data={modes.map((m) => ({ label: paymentModeLabel(t, m.modePayment), value: m.amount }))}
            format={(v) => f.compactMoney(v, currencyTag)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ComparisonBars
            h={200}
            data={hourBars(live.data?.byHour)}
            format={(v) => f.compact(v)}
            currentLabel={t('dashboards.period.today')}
            previousLabel={t('dashboards.live.weekBefore')}
          />
        </Grid.Col>
      </Grid>
    </ChartCard>
  );
}
