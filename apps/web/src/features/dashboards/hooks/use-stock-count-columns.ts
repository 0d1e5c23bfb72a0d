// The columns of a row of the stock report (real against theoretical stock), after the page's own first ones: the
// stock report lists products and stores, a product's status its stores.
import type { StockReelTheoriqueCharts } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { getCurrency } from '../../../lib/currency';
import { useFormat } from '../../../lib/format';

export type StockCountRow = StockReelTheoriqueCharts['rows'][number];

export function useStockCountColumns(): DataTableColumn<StockCountRow>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const currency = getCurrency();
  const qty = (v: number | null) => (v === null ? '—' : f.decimal(v, 0, 3));
  const quantity = (key: 'theoretical' | 'real' | 'difference'): DataTableColumn<StockCountRow> => ({
    key,
    title: t(`dashboards.stock.${key}`),
    value: (r) => r[key],
    render: (r) => qty(r[key]),
    numeric: true,
  });
  return [
    quantity('theoretical'),
    quantity('real'),
    quantity('difference'),
    {
      key: 'differenceValue',
      title: t('dashboards.stock.differenceValue'),
      value: (r) => r.differenceValue,
      render: (r) => (r.differenceValue === null ? '—' : f.money(r.differenceValue, currency)),
      numeric: true,
    },
    {
      key: 'countedAt',
      title: t('dashboards.stock.countedAt'),
      value: (r) => r.countedAt,
      render: (r) => (r.countedAt ? f.dateTime(r.countedAt) : '—'),
    },
  ];
}
