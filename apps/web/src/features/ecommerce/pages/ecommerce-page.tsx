// /e-commerce: what the connected shop holds (its products and variants, read from it, searchable, by page) and the
// e-commerce service's caches (catalogue, sliders, stock: flushed, or the stock snapshot built again).
import { Badge, Button, Card, Group, Pagination, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

export function EcommercePage() {
  const { t } = useTranslation();
  const shops = useSyncStatus().data?.shops ?? [];
  const [shopId, setShopId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const current = shopId ?? shops[0]?.id ?? null;
  const list = useExternalProducts(current, page, debounced);
  const products = list.data?.products ?? [];
  return (
    <>
      <PageHeader title={t('routes.ecommerce')} description={t('ecommerce.overviewDescription')} />
      <CachesCard />
      <Card withBorder>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={3}>{t('ecommerce.shopProducts')}</Title>
          <Group gap="xs">
            {shops.length > 1 && (
              <Select
                data={shops.map((s) => ({ value: String(s.id), label: s.name }))}
                value={current ? String(current) : null}
                onChange={(v) => v && (setShopId(Number(v)), setPage(1))}
                allowDeselect={false}
                aria-label={t('ecommerce.shopName')}
              />
            )}
            <TextInput
              leftSection={<IconSearch size={14} />}
              placeholder={t('ecommerce.search')}
              aria-label={t('ecommerce.search')}
              value={search}
              onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
            />
          </Group>
        </Group>
        {current === null ? (
          <Text size="sm" c="dimmed">
            {t('ecommerce.noShopHint')} <Link to="/e-commerce/synchronization">{t('routes.ecommerceSync')}</Link>
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="shop-products">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ecommerce.product')}</Table.Th>
                    <Table.Th>{t('ecommerce.variant')}</Table.Th>
                    <Table.Th>{t('ecommerce.sku')}</Table.Th>
                    <Table.Th>{t('ecommerce.price')}</Table.Th>
                    <Table.Th>{t('ecommerce.stock')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {products.flatMap((p) =>
                    p.variants.map((v, i) => (
                      <Table.Tr key={v.id}>
                        <Table.Td>
                          {i === 0 && (
                            <Group gap={6}>
                              <Text size="sm" fw={600}>
                                {p.title}
                              </Text>
                              {p.status && <Badge variant="light">{p.status}</Badge>}
                            </Group>
                          )}
                        </Table.Td>
                        <Table.Td>{v.title === 'Default Title' ? '' : v.title}</Table.Td>
                        <Table.Td dir="ltr">{v.sku}</Table.Td>
                        <Table.Td dir="ltr">{v.price}</Table.Td>
                        <Table.Td>{v.inventory ?? ''}</Table.Td>
                      </Table.Tr>
                    )),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.isSuccess && products.length === 0 && (
              <Text size="sm" c="dimmed" mt="sm">
                {t('ecommerce.noProducts')}
              </Text>
            )}
            <Group justify="center" mt="md">
              <Pagination total={page + (list.data?.hasMore ? 1 : 0)} value={page} onChange={setPage} />
            </Group>
          </>
        )}
      </Card>
    </>
  );
}
