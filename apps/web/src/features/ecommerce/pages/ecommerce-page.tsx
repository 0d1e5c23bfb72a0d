// /e-commerce: what the connected shop holds (its products and variants, read from it, searchable, by page) and the
// e-commerce service's caches (catalogue, sliders, stock: flushed, or the stock snapshot built again).
import { Badge, Button, Card, Group, Select, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ecommerceApi } from '../api/ecommerce-api';
import { useExternalProducts, useSyncStatus } from '../api/use-ecommerce';

const CACHES = ['FlushcacheCatalogue', 'FlushcacheSliders', 'FlushcacheStock', 'clear'] as const;

function CachesCard() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const call = async (c: (typeof CACHES)[number] | 'cacheStock') => {
    setBusy(c);
    try {
      const r = await ecommerceApi.cache(c);
      notifySuccess({ message: t(c === 'cacheStock' ? 'ecommerce.cacheWarmed' : 'ecommerce.cacheFlushed', { count: r.entries }) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder mb="lg">
      <Title order={3} mb="xs">
        {t('ecommerce.caches')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ecommerce.cachesHint')}
      </Text>
      <Group gap="xs">
        {CACHES.map((c) => (
          <Button key={c} variant="default" leftSection={<IconTrash size={14} />} loading={busy === c} onClick={() => void call(c)}>
            {t(`ecommerce.cache.${c}`)}
          </Button>
        ))}
        <Button variant="light" loading={busy === 'cacheStock'} onClick={() => void call('cacheStock')} data-testid="cache-stock">
          {t('ecommerce.cache.cacheStock')}
        </Button>
      </Group>
    </Card>
  );
}

/** One row per variant: the product's name and status on its first variant. */
interface VariantRow {
  id: string;
  product: string;
  status: string | null;
  first: boolean;
  variant: string;
  sku: string | null;
  price: string;
  inventory: number | null;
}

/** The shop's products as they are read from it: a page at a time (the shop pages by cursor: "more" or not). */
const PER_PAGE = 20;

export function EcommercePage() {
  const { t } = useTranslation();
  const shops = useSyncStatus().data?.shops ?? [];
  const [shopId, setShopId] = useState<number | null>(null);
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: PER_PAGE, search: '', sort: null });
  const current = shopId ?? shops[0]?.id ?? null;
  const list = useExternalProducts(current, state.page, state.search);
  const products = list.data?.products ?? [];
  const rows: VariantRow[] = products.flatMap((p) =>
    p.variants.map((v, i) => ({
      id: v.id,
      product: p.title,
      status: p.status ?? null,
      first: i === 0,
      variant: v.title === 'Default Title' ? '' : v.title,
      sku: v.sku ?? null,
      price: String(v.price),
      inventory: v.inventory ?? null,
    })),
  );
  // The shop tells whether another page follows, not how many: one page more while it does.
  const total = (state.page - 1) * PER_PAGE + (list.data?.hasMore ? PER_PAGE + 1 : Math.min(products.length, PER_PAGE));
  const columns: DataTableColumn<VariantRow>[] = [
    {
      key: 'product',
      title: t('ecommerce.product'),
      value: (r) => r.product,
      hideable: false,
      sortable: false,
      render: (r) =>
        r.first ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {r.product}
            </Text>
            {r.status && <Badge variant="light">{r.status}</Badge>}
          </Group>
        ) : null,
    },
    { key: 'variant', title: t('ecommerce.variant'), value: (r) => r.variant, sortable: false },
    { key: 'sku', title: t('ecommerce.sku'), value: (r) => r.sku, sortable: false, render: (r) => <span dir="ltr">{r.sku}</span> },
    {
      key: 'price',
      title: t('ecommerce.price'),
      value: (r) => r.price,
      numeric: true,
      sortable: false,
      render: (r) => <span dir="ltr">{r.price}</span>,
    },
    { key: 'stock', title: t('ecommerce.stock'), value: (r) => r.inventory, numeric: true, sortable: false },
  ];
  return (
    <>
      <PageHeader title={t('routes.ecommerce')} description={t('ecommerce.overviewDescription')} />
      <CachesCard />
      <Card withBorder>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={3}>{t('ecommerce.shopProducts')}</Title>
          {shops.length > 1 && (
            <Select
              data={shops.map((s) => ({ value: String(s.id), label: s.name }))}
              value={current ? String(current) : null}
              onChange={(v) => v && (setShopId(Number(v)), setState((s) => ({ ...s, page: 1 })))}
              allowDeselect={false}
              aria-label={t('ecommerce.shopName')}
            />
          )}
        </Group>
        {current === null ? (
          <Text size="sm" c="dimmed">
            {t('ecommerce.noShopHint')} <Link to="/e-commerce/synchronization">{t('routes.ecommerceSync')}</Link>
          </Text>
        ) : (
          <DataTable<VariantRow>
            tableId="ecommerce-shop-products"
            testId="shop-products"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            loading={list.isLoading}
            fetching={list.isFetching}
            searchPlaceholder={t('ecommerce.search')}
            server={{ total, state, onStateChange: setState }}
            exportName={t('ecommerce.shopProducts')}
            emptyState={
              <EmptyState
                icon={<IconBuildingStore size={28} />}
                title={t('ecommerce.noProducts')}
                description={t('ecommerce.noProductsHint')}
              />
            }
          />
        )}
      </Card>
    </>
  );
}
