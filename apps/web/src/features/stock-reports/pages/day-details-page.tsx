// /stock/history/{id}/details: a business day's stock, product by product (GET /Stock/day/{id}): the level at the
// opening, what came in and went out, the level at the end of the day's period, the day's last count.
import type { StockDayRow } from '@comptoir/shared';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { ProductCell } from '../../stock/components/product-cell';
import { useQuantityText, useSignedQuantityText } from '../../stock/hooks/use-quantity-text';
import { useStockDay } from '../api/use-reports';

export function DayDetailsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const quantityText = useQuantityText();
  const signedText = useSignedQuantityText();
  const dayId = Number(useParams().id);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const detail = useStockDay(dayId, {
    keyword: table.search.trim() || undefined,
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
  });
  const day = detail.data?.day;
  const columns: DataTableColumn<StockDayRow>[] = [
    {
      key: 'label',
      title: t('stock.fields.product'),
      value: (r) => r.label,
      hideable: false,
      wrap: true,
      sortable: false,
      render: (r) => <ProductCell label={r.label} codes={r.barcode} testId="day-row-label" />,
    },
    {
      key: 'opening',
      title: t('stockReports.day.opening'),
      value: (r) => r.opening,
      render: (r) => quantityText(r.opening, r.unity),
      numeric: true,
      sortable: false,
    },
    {
      key: 'in',
      title: t('stockReports.day.in'),
      value: (r) => r.in,
      render: (r) => signedText(r.in, r.unity),
      numeric: true,
      sortable: false,
    },
    {
      key: 'out',
      title: t('stockReports.day.out'),
      value: (r) => r.out,
      render: (r) => signedText(-Math.abs(r.out), r.unity),
      numeric: true,
      sortable: false,
    },
    {
      key: 'closing',
      title: t('stockReports.day.closing'),
      value: (r) => r.closing,
      render: (r) => (
        <Text fz="sm" fw={700} span>
          {quantityText(r.closing, r.unity)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    },
    {
      key: 'counted',
      title: t('stock.fields.counted'),
      value: (r) => r.counted ?? '',
      render: (r) => (r.counted === null ? '—' : quantityText(r.counted, r.unity)),
      numeric: true,
      sortable: false,
    },
    {
      key: 'byType',
      title: t('stockReports.day.byType'),
      value: (r) => Object.keys(r.byType).join(' '),
      render: (r) =>
        Object.entries(r.byType)
          .map(([type, q]) => `${t(`stock.types.${type}`, { defaultValue: type })} ${f.decimal(q, 0, 3)}`)
          .join(' · '),
      sortable: false,
      wrap: true,
      defaultHidden: true,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('routes.stockHistoryDetails')}
        description={day ? t('stockReports.day.description', { day: f.date(`${day.day}T12:00:00Z`) }) : t('stockReports.loading')}
      />
      <DataTable<StockDayRow>
        tableId="stock-day-details"
        testId="day-details-table"
        columns={columns}
        rows={detail.data?.rows ?? []}
        rowKey={(r) => r.productId}
        loading={detail.isLoading}
        fetching={detail.isFetching}
        server={{ total: detail.data?.total ?? 0, state: table, onStateChange: setTable }}
      />
    </>
  );
}
