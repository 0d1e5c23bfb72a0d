// /loyalty/catalogue: the catalogue page for clients (product-spec §2): a store's visible products, 12 a page, sorted
// a-z, z-a, low or high (a running, lower promo counts), filtered by category, parent category, colour, size, price
// range, tag, product tags, ingredient and age; the sort, filters and page live in the address.
import { STOREFRONT_SORTS, type StoreProduct, type StorefrontSort } from '@comptoir/shared';
import { Badge, Button, Card, Collapse, Group, Indicator, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBuildingStore, IconShoppingCart, IconMoodEmpty } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressParams } from '../../../lib/use-address-params';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useUserTags } from '../../auth/hooks/use-auth';
import { useCartCount } from '../cart-store';
import { CatalogueFilters } from '../components/catalogue-filters';
import { ProductCard } from '../components/product-card';
import { ProductDetail } from '../components/product-detail';
import { StorePager } from '../components/store-pager';
import { useStorefront } from '../hooks/use-storefront';
import { isClientAccount, readFilters, writeFilters } from '../storefront-params';
import { activeFilters, facets, filterProducts, pageCount, pageOf, sortProducts } from '../storefront-rules';

export function ClientCataloguePage() {
  const { t, i18n } = useTranslation();
  const [params, update] = useAddressParams();
  const magasinId = params.get('store') ? Number(params.get('store')) : null;
  const sort = (STOREFRONT_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as StorefrontSort) : 'a-z';
  const filters = readFilters(params);
  const [showFilters, setShowFilters] = useState(activeFilters(filters) > 0);
  const [preview, setPreview] = useState<StoreProduct | null>(null);
  const tags = useUserTags();
  const isClient = isClientAccount(tags);
  // Clients who order online (issue 31) fill the cart too, and go on to the checkout.
  const ordersOnline = isClient && tags.includes('client_order_online');
  const canOrder = !isClient || ordersOnline;
  const cartCount = useCartCount();
  const q = useStorefront(magasinId);
  const data = q.data;

  const colorOf = useMemo(() => new Map(data?.categories.map((c) => [c.id, c.color]) ?? []), [data]);
  const options = useMemo(() => facets(data?.products ?? [], i18n.language), [data, i18n.language]);
  const shown = useMemo(
    () => sortProducts(filterProducts(data?.products ?? [], filters, data?.categories ?? []), sort, i18n.language),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters are read from the address on every render
    [data, params, i18n.language],
  );
  const pages = pageCount(shown.length);
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);

  return (
    <>
      <PageHeader
        title={t('routes.clientCatalogue')}
        description={t('storefront.description')}
        actions={
          canOrder && (
            <Indicator label={cartCount} size={18} disabled={cartCount === 0} data-testid="store-cart-count">
              {ordersOnline ? (
                <Button
                  variant="default"
                  leftSection={<IconShoppingCart size={18} />}
                  component={Link}
                  to="/loyalty/checkout"
                  data-testid="store-cart-checkout"
                >
                  {t('storefront.cart')}
                </Button>
              ) : (
                <Button variant="default" leftSection={<IconShoppingCart size={18} />} component="span">
                  {t('storefront.cart')}
                </Button>
              )}
            </Indicator>
          )
        }
      />
      <Stack gap="md">
        <Card withBorder padding="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            {data && data.magasins.length > 1 && (
              <Select
                label={t('storefront.store')}
                leftSection={<IconBuildingStore size={16} />}
                data={data.magasins.map((m) => ({ value: String(m.id), label: m.intitule }))}
                value={data.magasinId === null ? null : String(data.magasinId)}
                onChange={(v) => update({ store: v, page: null })}
                allowDeselect={false}
                w={{ base: '100%', xs: 220 }}
                data-testid="store-select"
              />
            )}
            <Select
              label={t('storefront.sortBy')}
              data={STOREFRONT_SORTS.map((s) => ({ value: s, label: t(`storefront.sorts.${s}`) }))}
              value={sort}
              onChange={(v) => update({ sort: v === 'a-z' ? null : v, page: null })}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
              data-testid="store-sort"
            />
            <Button
              variant={showFilters ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={18} />}
              rightSection={
                activeFilters(filters) > 0 && (
                  <Badge size="sm" circle>
                    {activeFilters(filters)}
                  </Badge>
                )
              }
              onClick={() => setShowFilters((v) => !v)}
              aria-expanded={showFilters}
              data-testid="store-filters-toggle"
            >
              {t('storefront.filters.title')}
            </Button>
            <Text c="dimmed" fz="sm" ms="auto" data-testid="store-count">
              {t('storefront.count', { count: shown.length })}
            </Text>
          </Group>
          <Collapse in={showFilters}>
            <Stack pt="md">
              <CatalogueFilters
                value={filters}
                onChange={(next) => update({ ...writeFilters(next), page: null })}
                categories={data?.categories ?? []}
                options={options}
              />
            </Stack>
          </Collapse>
        </Card>
        {q.isLoading ? (
          <Loader />
        ) : shown.length === 0 ? (
          <Card withBorder>
            <EmptyState icon={<IconMoodEmpty size={28} />} title={t('storefront.emptyTitle')} description={t('storefront.emptyText')} />
          </Card>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="md"
            data-testid="store-grid"
            style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}
          >
            {pageOf(shown, page).map((p) => (
              <ProductCard
                key={p.id}
                p={p}
                color={colorOf.get(p.categoryId ?? 0) ?? null}
                isClient={isClient}
                canOrder={canOrder}
                magasinId={data?.magasinId}
                onPreview={setPreview}
              />
            ))}
          </SimpleGrid>
        )}
        <StorePager page={page} pages={pages} onChange={(n) => update({ page: n === 1 ? null : String(n) })} />
      </Stack>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} size="xl" centered title={t('storefront.preview')}>
        {preview && (
          <Stack>
            <ProductDetail p={{ ...preview, category: data?.categories.find((c) => c.id === preview.categoryId) ?? null }} />
            <Group justify="flex-end">
              <Button component={Link} to={`/loyalty/product/${preview.id}`} variant="light" data-testid="store-preview-open">
                {t('storefront.openProduct')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
