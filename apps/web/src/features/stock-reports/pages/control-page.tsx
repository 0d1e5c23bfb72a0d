// /stock/{id}/control (?type=central_achat|lab for a warehouse or a lab; a store by default): the last count of each
// product of the entity against what the ledger held then (theoretical),
// the variance in quantity and at cost, by category (GET /Entity/{id}/control).
import type { StockControlRow } from '@comptoir/shared';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconClipboardCheck, IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { StatCard } from '../../home/components/stat-card';
import { useStockColumns } from '../../stock/components/stock-columns';
import { signColor } from '../../stock/stock-rules';
import { useControl } from '../api/use-reports';
import { ENTITY_TYPES, EntitySelect, type ReportEntity } from '../components/entity-select';
import { useStockEntities } from '../../stock/hooks/use-stock-entities';
import { useMoneyText } from '../components/use-money-text';

export function ControlPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const money = useMoneyText();
  const cols = useStockColumns<StockControlRow>();
  const id = Number(useParams().id);
  const asked = useSearchParams()[0].get('type');
  const type = ENTITY_TYPES.find((x) => x === asked) ?? 'magasin';
  const entity: ReportEntity | null = Number.isInteger(id) && id > 0 ? { type, id } : null;
  const { mine } = useStockEntities();
  const control = useControl(entity, {});
  const c = control.data;
  const columns: DataTableColumn<StockControlRow>[] = [
    cols.product((r) => r.barcode, 'control-row-label'),
    cols.quantity('theoretical', t('stockReports.control.theoretical'), (r) => r.theoretical),
    cols.quantity('counted', t('stock.fields.counted'), (r) => r.counted),
    cols.signed('variance', t('stock.fields.difference'), (r) => r.variance, 'control-row-variance'),
    {
      key: 'unitCost',
      title: t('stockReports.fields.unitCost'),
      value: (r) => r.unitCost,
      render: (r) => money(r.unitCost),
      numeric: true,
      defaultHidden: true,
    },
    {
      key: 'varianceValue',
      title: t('stockReports.control.varianceValue'),
      value: (r) => r.varianceValue,
      render: (r) => (
        <Text fz="sm" fw={600} span c={signColor(r.varianceValue)} data-testid="control-row-value">
          {money(r.varianceValue)}
        </Text>
      ),
      numeric: true,
    },
    {
      key: 'countedAt',
      title: t('stock.fields.countedAt'),
      value: (r) => r.countedAt,
      render: (r) => f.dateTime(r.countedAt),
      defaultHidden: true,
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.stockControl')} description={t('stockReports.control.description')} />
      <Group mb="lg" align="flex-end">
        <EntitySelect
          value={entity}
          options={mine}
          onChange={(e) => navigate(e.type === 'magasin' ? `/stock/${e.id}/control` : `/stock/${e.id}/control?type=${e.type}`)}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg" data-testid="control-figures">
        <StatCard
          icon={<IconClipboardCheck size={20} />}
          label={t('stockReports.control.counted')}
          loading={!c}
          value={c ? f.number(c.totals.products) : ''}
          testId="control-products"
        />
        <StatCard
          icon={<IconArrowDownRight size={20} />}
          color="red"
          label={t('stockReports.control.shortages')}
          loading={!c}
          value={c ? f.number(c.totals.shortages) : ''}
        />
        <StatCard
          icon={<IconArrowUpRight size={20} />}
          color="teal"
          label={t('stockReports.control.surpluses')}
          loading={!c}
          value={c ? f.number(c.totals.surpluses) : ''}
        />
        <StatCard
          icon={<IconCoins size={20} />}
          color="orange"
          label={t('stockReports.control.varianceValue')}
          loading={!c}
          value={c ? money(c.totals.varianceValue) : ''}
          hint={
            c
              ? t('stockReports.control.valuesHint', {
                  theoretical: money(c.totals.theoreticalValue),
                  counted: money(c.totals.countedValue),
                })
              : undefined
          }
          testId="control-variance"
        />
      </SimpleGrid>
      {c && c.categories.length === 0 && (
        <EmptyState
          icon={<IconClipboardCheck size={28} />}
          title={t('stockReports.control.empty')}
          description={t('stockReports.control.emptyText')}
        />
      )}
      <Stack gap="lg">
        {c?.categories.map((cat) => (
          <Card key={cat.categoryId ?? 0} padding="md" data-testid="control-category">
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={2} fz="md">
                {cat.category ?? t('stockReports.control.noCategory')}
              </Title>
              <Text fz="sm" c={signColor(cat.varianceValue)} fw={600}>
                {t('stockReports.control.categoryLine', { products: f.number(cat.products), value: money(cat.varianceValue) })}
              </Text>
            </Group>
            <DataTable<StockControlRow>
              tableId="stock-control"
              testId="control-table"
              columns={columns}
              rows={cat.rows}
              rowKey={(r) => r.productId}
              searchable={false}
              exportName={`control-${id}`}
            />
          </Card>
        ))}
      </Stack>
    </>
  );
}
