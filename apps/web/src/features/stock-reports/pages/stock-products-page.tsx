// /stock-products: the company's tracked products with their level in each stock entity of the user's scope (stores,
// warehouses, labs), the total and its value at cost, searched and paged on the server (GET /Product/Status).
import type { StockProducts } from '@comptoir/shared';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { ProductCell } from '../../stock/components/product-cell';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { useStockProducts } from '../api/use-reports';
import { useMoneyText } from '../components/use-money-text';

type Row = StockProducts['rows'][number];

export function StockProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyText();
  const quantityText = useQuantityText();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const page = useStockProducts({
    keyword: table.search.trim() || undefined,
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
  });
  const stores = page.data?.stores ?? [];
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'label',
      title: t('stock.fields.product'),
      value: (r) => r.label,
      hideable: false,
      wrap: true,
      sortable: false,
      render: (r) => <ProductCell label={r.label} codes={r.barcode} testId="products-row-label" />,
    },
    {
      key: 'total',
      title: t('stockReports.products.total'),
      value: (r) => r.total,
      render: (r) => (
        <Text fz="sm" fw={700} span data-testid="products-row-total">
          {quantityText(r.total, r.unity)}
        </Text>
      ),
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
    ...stores.map((s, i): DataTableColumn<Row> => ({
      key: s.entityTypeTag === 'magasin' ? `store-${s.id}` : `${s.entityTypeTag}-${s.id}`,
      title: s.name,
      value: (r) => r.quantities[i] ?? 0,
      render: (r) => quantityText(r.quantities[i] ?? 0, r.unity),
      numeric: true,
      sortable: false,
    })),
  ];
  return (
    <>
      <PageHeader title={t('routes.stockProducts')} description={t('stockReports.products.description')} />
      <DataTable<Row>
        tableId={`stock-products-${stores.length}`}
        testId="stock-products-table"
        columns={columns}
        rows={page.data?.rows ?? []}
        rowKey={(r) => r.productId}
        loading={page.isLoading}
        fetching={page.isFetching}
        searchPlaceholder={t('stockReports.products.search')}
        server={{ total: page.data?.total ?? 0, state: table, onStateChange: setTable }}
        onRowClick={(r) => {
          const store = stores.find((s) => s.entityTypeTag === 'magasin');
          if (store) void navigate(`/entity/${store.id}/productId/${r.productId}`);
        }}
      />
    </>
  );
}
