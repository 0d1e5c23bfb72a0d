// /stock-products: the company's tracked products with their level in each stock entity of the user's scope (stores,
// warehouses, labs), the total and its value at cost, searched and paged on the server (GET /Product/Status).
import type { StockProducts } from '@comptoir/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useServerTable, useStockColumns } from '../../stock/components/stock-columns';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { useStockProducts } from '../api/use-reports';
import { useMoneyText } from '../components/use-money-text';

type Row = StockProducts['rows'][number];

export function StockProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyText();
  const quantityText = useQuantityText();
  const cols = useStockColumns<Row>();
  const { query, server } = useServerTable(20);
  const page = useStockProducts(query);
  const stores = page.data?.stores ?? [];
  const columns: DataTableColumn<Row>[] = [
    cols.product((r) => r.barcode, 'products-row-label'),
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
    ...stores.map((s, i) =>
      cols.quantity(s.entityTypeTag === 'magasin' ? `store-${s.id}` : `${s.entityTypeTag}-${s.id}`, s.name, (r) => r.quantities[i] ?? 0),
    ),
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
        server={server(page.data?.total)}
        onRowClick={(r) => {
          const store = stores.find((s) => s.entityTypeTag === 'magasin');
          if (store) void navigate(`/entity/${store.id}/productId/${r.productId}`);
        }}
      />
    </>
  );
}
