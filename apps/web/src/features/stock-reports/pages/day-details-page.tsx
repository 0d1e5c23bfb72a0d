// /stock/history/{id}/details: a business day's movements one by one (GET /Stock/day/{id}/movements), newest first:
// when, which article, which movement, how much, at what cost and by whom (the ticket of a sale); what came in and went
// out that day at cost. The day's stock per article is /stock/history/{id}. A warehouse or a lab has no business days:
// `?entity=type:id&day=yyyy-mm-dd` shows its movements of that day (GET /Entity/{id}/movements), with a day picker.
import type { StockDayMovements } from '@comptoir/shared';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconArrowDownRight, IconArrowLeft, IconArrowUpRight, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { StatCard } from '../../home/components/stat-card';
import { useServerTable, useStockColumns } from '../../stock/components/stock-columns';
import { useDayMovements, useEntityMovements } from '../api/use-reports';
import { EntitySelect, useSelectedEntity } from '../components/entity-select';
import { lastDays } from '../components/period';
import { useAddressParams } from '../../../lib/use-address-params';
import { useMoneyText } from '../components/use-money-text';

type Row = StockDayMovements['rows'][number];

export function DayDetailsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoneyText();
  const cols = useStockColumns<Row>();
  const dayId = Number(useParams().id);
  const [params, patch] = useAddressParams();
  const byEntity = params.has('entity');
  const { entity, options, setEntity } = useSelectedEntity();
  const day = params.get('day') ?? lastDays(1).to;
  const { query: q, server } = useServerTable(50);
  const ofDay = useDayMovements(dayId, q, !byEntity);
  const ofEntity = useEntityMovements(byEntity ? entity : null, day, q);
  const detail = byEntity ? ofEntity : ofDay;
  const d = detail.data;
  const columns: DataTableColumn<Row>[] = [
    { key: 'createdAt', title: t('stock.fields.date'), value: (r) => r.createdAt, render: (r) => f.time(r.createdAt), sortable: false },
    cols.product((r) => r.barcode, 'movement-row-label'),
    {
      key: 'type',
      title: t('stock.fields.type'),
      value: (r) => r.type,
      render: (r) => t(`stock.types.${r.type}`, { defaultValue: r.type }),
      sortable: false,
    },
    cols.signed('quantity', t('stock.fields.movement'), (r) => r.quantity, 'movement-row-quantity'),
    cols.quantity('counted', t('stock.fields.counted'), (r) => r.counted, { defaultHidden: true }),
    {
      key: 'unitCost',
      title: t('stockReports.fields.unitCost'),
      value: (r) => r.unitCost,
      render: (r) => money(r.unitCost),
      numeric: true,
      sortable: false,
      defaultHidden: true,
    },
    {
      key: 'value',
      title: t('stockReports.balance.value'),
      value: (r) => r.value,
      render: (r) => money(r.value),
      numeric: true,
      sortable: false,
    },
    { key: 'ticket', title: t('stock.fields.ticket'), value: (r) => r.ticketNumber ?? '', sortable: false },
    { key: 'user', title: t('stock.fields.user'), value: (r) => r.userName ?? '', sortable: false },
  ];
  return (
    <>
      <PageHeader
        title={t('routes.stockHistoryDetails')}
        description={
          d ? t('stockReports.day.description', { day: f.date(`${d.day}T12:00:00Z`), store: d.name }) : t('stockReports.loading')
        }
        actions={
          !byEntity && (
            <Button
              component={Link}
              to={`/stock/history/${dayId}`}
              variant="default"
              leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
            >
              {t('stockReports.day.back')}
            </Button>
          )
        }
      />
      {byEntity && (
        <Group mb="lg" align="flex-start" gap="sm">
          <EntitySelect value={entity} options={options} onChange={setEntity} />
          <TextInput
            type="date"
            label={t('stockReports.day.day')}
            value={day}
            onChange={(e) => patch({ day: e.currentTarget.value })}
            w={170}
            data-testid="day-pick"
          />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          icon={<IconListDetails size={20} />}
          label={t('stockReports.balance.movements')}
          loading={!d}
          value={d ? f.number(d.total) : ''}
          testId="day-movements"
        />
        <StatCard
          icon={<IconArrowUpRight size={20} />}
          color="teal"
          label={t('stockReports.day.in')}
          loading={!d}
          value={d ? money(d.inValue) : ''}
        />
        <StatCard
          icon={<IconArrowDownRight size={20} />}
          color="red"
          label={t('stockReports.day.out')}
          loading={!d}
          value={d ? money(d.outValue) : ''}
        />
      </SimpleGrid>
      <DataTable<Row>
        tableId="stock-day-movements"
        testId="day-movements-table"
        columns={columns}
        rows={d?.rows ?? []}
        rowKey={(r) => r.id}
        loading={detail.isLoading}
        fetching={detail.isFetching}
        searchPlaceholder={t('stockReports.products.search')}
        server={server(d?.total)}
      />
    </>
  );
}
