// /stocks: every stock entity of the user's scope (stores, warehouses, labs) with its figures, and the way to its
// levels (stores), its control, its statistics and its balance sheet; a warehouse's or a lab's day of movements.
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StockEntityType } from '@comptoir/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useEntityStatus } from '../../stock/hooks/use-stock';
import { useStockEntities } from '../../stock/hooks/use-stock-entities';
import { parseEntity } from '../../stock/operation-rules';
import { EntityIcon } from '../components/entity-select';
import { useMoneyText } from '../components/use-money-text';

function EntityCard({ id, type, name }: { id: number; type: StockEntityType; name: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoneyText();
  const s = useEntityStatus(id, type).data;
  const key = `${type}:${id}`;
  const isStore = type === 'magasin';
  const figure = (label: string, value: string, color?: string) => (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color} className="app-number">
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card padding="md" data-testid="stocks-entity">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <EntityIcon type={type} size={18} />
        <Title order={2} fz="md" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Title>
      </Group>
      <SimpleGrid cols={2} spacing="xs" mb="sm">
        {figure(t('stock.figures.products'), s ? f.number(s.products) : '…')}
        {figure(t('stock.figures.value'), s ? money(s.value) : '…')}
        {figure(t('stock.figures.critical'), s ? f.number(s.critical) : '…', 'orange')}
        {figure(t('stock.figures.out'), s ? f.number(s.out) : '…', 'red')}
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mb="sm">
        {s?.lastInventoryAt ? t('stock.figures.lastCount', { date: f.dateTime(s.lastInventoryAt) }) : t('stock.figures.noCount')}
      </Text>
      <Group gap="md">
        {isStore ? (
          <Anchor component={Link} to={`/stock?store=${id}`} fz="sm">
            {t('stockReports.stocks.levels')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={`/stock/history/0/details?entity=${key}`} fz="sm" data-testid="stocks-day">
            {t('stockReports.stocks.day')}
          </Anchor>
        )}
        <Anchor
          component={Link}
          to={isStore ? `/stock/${id}/control` : `/stock/${id}/control?type=${type}`}
          fz="sm"
          data-testid="stocks-control"
        >
          {t('routes.stockControl')}
        </Anchor>
        <Anchor component={Link} to={`/stock/statistics?entity=${key}`} fz="sm">
          {t('routes.stockStatistics')}
        </Anchor>
      </Group>
    </Card>
  );
}

export function StocksPage() {
  const { t } = useTranslation();
  const { mine, loaded } = useStockEntities();
  return (
    <>
      <PageHeader title={t('routes.stocks')} description={t('stockReports.stocks.description')} />
      {loaded && mine.length === 0 && (
        <EmptyState icon={<IconBuildingStore size={28} />} title={t('stock.list.noStore')} description={t('stock.list.noStoreText')} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {mine.map((o) => {
          const e = parseEntity(o.value)!;
          return <EntityCard key={o.value} id={e.id} type={e.type} name={o.label} />;
        })}
      </SimpleGrid>
    </>
  );
}
