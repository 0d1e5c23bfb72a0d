// /central-achat/produits: what central purchasing supplies (GET /CentralAchat/produit/initData, POST
// /CentralAchat/produits): per product whether it is supplied, its buying price, supplier, carton size (the product's
// units per carton) and the least a store orders; each cell saved as it is edited. Company-wide users only.
import type { CentralProductSetting } from '@comptoir/shared';
import { Alert, Group, SegmentedControl, Switch } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useMoneyText } from '../../stock-reports/components/use-money-text';
import { useInitData, useSaveProducts } from '../api/central-api';
import { useCompanyWide } from '../components/company-wide';

const numberOrNull = (v: string) => {
  const n = Number(v.replace(',', '.'));
  return v.trim() === '' || !Number.isFinite(n) ? null : n;
};

export function ProductsPage() {
  const { t } = useTranslation();
  const money = useMoneyText();
  const companyWide = useCompanyWide();
  const [filter, setFilter] = useState<'all' | 'true' | 'false'>('all');
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const data = useInitData(
    {
      keyword: table.search || undefined,
      supplied: filter === 'all' ? undefined : filter,
      offset: (table.page - 1) * table.pageSize,
      limit: table.pageSize,
    },
    companyWide,
  );
  const save = useSaveProducts();
  const put = (r: CentralProductSetting, patch: Partial<CentralProductSetting>) => {
    const next = { ...r, ...patch };
    return save.mutateAsync(
      {
        products: [
          {
            productId: r.productId,
            supplied: next.supplied,
            unitsPerCarton: next.unitsPerCarton,
            buyingPrice: next.buyingPrice,
            supplierId: next.supplierId,
            minQuantity: next.minQuantity,
          },
        ],
      },
      { onSuccess: () => notifySuccess({ message: t('centralAchat.products.saved', { label: r.label }) }) },
    );
  };
  const suppliers = (data.data?.suppliers ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const columns: DataTableColumn<CentralProductSetting>[] = [
    { key: 'label', title: t('centralAchat.fields.product'), value: (r) => r.label, hideable: false, wrap: true, sortable: false },
    {
      key: 'supplied',
      title: t('centralAchat.products.supplied'),
      value: (r) => (r.supplied ? t('centralAchat.products.yes') : t('centralAchat.products.no')),
      sortable: false,
      render: (r) => (
        <Switch
          checked={r.supplied}
          onChange={(e) => void put(r, { supplied: e.currentTarget.checked })}
          aria-label={`${t('centralAchat.products.supplied')} — ${r.label}`}
          data-testid="central-product-supplied"
        />
      ),
    },
    {
      key: 'unitsPerCarton',
      title: t('centralAchat.products.perCarton'),
      value: (r) => r.unitsPerCarton ?? '',
      numeric: true,
      sortable: false,
      edit: { kind: 'number', onSave: (r, v) => put(r, { unitsPerCarton: numberOrNull(v) }) },
    },
    {
      key: 'buyingPrice',
      title: t('centralAchat.products.buyingPrice'),
      value: (r) => r.buyingPrice ?? '',
      render: (r) => (r.buyingPrice === null ? '' : money(r.buyingPrice)),
      numeric: true,
      sortable: false,
      edit: { kind: 'number', onSave: (r, v) => put(r, { buyingPrice: numberOrNull(v) }) },
    },
    {
      key: 'supplier',
      title: t('centralAchat.products.supplier'),
      value: (r) => r.supplierId ?? '',
      sortable: false,
      edit: { kind: 'select', options: suppliers, onSave: (r, v) => put(r, { supplierId: numberOrNull(v) }) },
    },
    {
      key: 'minQuantity',
      title: t('centralAchat.products.minQuantity'),
      value: (r) => r.minQuantity ?? '',
      numeric: true,
      sortable: false,
      edit: { kind: 'number', onSave: (r, v) => put(r, { minQuantity: numberOrNull(v) }) },
    },
  ];
  if (!companyWide)
    return (
      <>
        <PageHeader title={t('routes.centralProducts')} description={t('centralAchat.products.description')} />
        <Alert color="orange" icon={<IconAlertCircle size={18} />}>
          {t('centralAchat.companyWide')}
        </Alert>
      </>
    );
  return (
    <>
      <PageHeader title={t('routes.centralProducts')} description={t('centralAchat.products.description')} />
      <Group mb="md">
        <SegmentedControl
          value={filter}
          onChange={(v) => {
            setFilter(v as typeof filter);
            setTable((s) => ({ ...s, page: 1 }));
          }}
          data={[
            { value: 'all', label: t('centralAchat.products.all') },
            { value: 'true', label: t('centralAchat.products.onlySupplied') },
            { value: 'false', label: t('centralAchat.products.notSupplied') },
          ]}
          aria-label={t('centralAchat.products.filter')}
        />
      </Group>
      <DataTable
        tableId="central-products"
        columns={columns}
        rows={data.data?.rows ?? []}
        rowKey={(r) => r.productId}
        loading={data.isLoading}
        fetching={data.isFetching}
        searchPlaceholder={t('centralAchat.products.search')}
        filtered={filter !== 'all'}
        server={{ total: data.data?.total ?? 0, state: table, onStateChange: setTable }}
        testId="central-products-table"
      />
    </>
  );
}
