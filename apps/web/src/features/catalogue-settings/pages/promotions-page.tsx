// /settings/promotions (product-spec §2): every price in THE DataTable (server mode) with a tick per row; the
// ticked prices get a promo price (or a percentage off) and its last day at once, or lose their promo.
import type { CatalogueListQuery, Price } from '@comptoir/shared';
import { Badge, Button, Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { rangeOf } from '../category-tree';
import { localLabel } from '../components/labels-fields';
import { LotPanel } from '../components/lot-panel';
import { PromoPanel } from '../components/promo-panel';
import { useCategoryTree } from '../hooks/use-categories';
import { usePricesPage } from '../hooks/use-promotions';

type Row = Price & { isPromoActive?: boolean };
const SORTABLE = new Set(['label', 'price', 'promoPrice', 'promotionEndAt', 'currencyTag']);

export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const lang = i18n.language;
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [onlyPromo, setOnlyPromo] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const sortKey = state.sort && SORTABLE.has(state.sort.key) ? state.sort.key : null;
  const criterias: Record<string, unknown> = {};
  if (categoryId) criterias.categoryId = Number(categoryId);
  if (onlyPromo) criterias.promoPrice = { notNull: true };
  const query: CatalogueListQuery = {
    offset: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
    keyword: state.search.trim() || undefined,
    appends: ['isPromoActive'],
    criterias: Object.keys(criterias).length ? (criterias as CatalogueListQuery['criterias']) : undefined,
    sort: sortKey ? `${state.sort!.direction === 'desc' ? '-' : ''}${sortKey}` : undefined,
  };
  const page = usePricesPage(query);
  const stores = useMagasins();
  const categories = useCategoryTree();
  const rows = page.data?.data ?? [];
  const storeName = (id: number | null) =>
    id === null ? t('catalogueSettings.promotions.allStores') : (stores.data?.find((s) => s.id === id)?.intitule ?? `#${id}`);
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageTicked = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'pick',
      title: t('catalogueSettings.promotions.pick'),
      value: () => null,
      render: (r) => (
        <Checkbox
          checked={selected.has(r.id)}
          onChange={(e) => toggle(r.id, e.currentTarget.checked)}
          onClick={(e) => e.stopPropagation()}
          aria-label={t('catalogueSettings.promotions.pickOne', { name: localLabel(r, lang) })}
          data-testid="promo-pick"
        />
      ),
      sortable: false,
      exportable: false,
      hideable: false,
      width: 44,
    },
    {
      key: 'label',
      title: t('catalogueSettings.parties.name'),
      value: (r) => localLabel(r, lang),
      hideable: false,
      render: (r) => (
        <Text fz="sm" fw={600} data-testid="promo-row-label">
          {localLabel(r, lang)}
        </Text>
      ),
    },
    { key: 'store', title: t('catalogueSettings.promotions.store'), value: (r) => storeName(r.magasinId), sortable: false },
    {
      key: 'price',
      title: t('catalogueSettings.promotions.price'),
      value: (r) => r.price,
      render: (r) => f.money(r.price, r.currencyTag),
      numeric: true,
    },
    {
      key: 'promoPrice',
      title: t('catalogueSettings.promotions.promoPrice'),
      value: (r) => r.promoPrice,
      render: (r) =>
        r.promoPrice === null ? (
          <Text c="dimmed">—</Text>
        ) : (
          <Text
            fz="sm"
            fw={600}
            c={r.isPromoActive ? 'red' : 'dimmed'}
            td={r.isPromoActive ? undefined : 'line-through'}
            data-testid="promo-row-price"
          >
            {f.money(r.promoPrice, r.currencyTag)}
          </Text>
        ),
      numeric: true,
    },
    {
      key: 'promotionEndAt',
      title: t('catalogueSettings.promotions.endDay'),
      value: (r) => r.promotionEndAt,
      render: (r) =>
        r.promotionEndAt ? (
          <Group gap={6} wrap="nowrap" justify="flex-end">
            <span data-testid="promo-row-end">{f.date(r.promotionEndAt)}</span>
            <Badge size="xs" variant="light" color={r.isPromoActive ? 'teal' : 'gray'}>
              {t(r.isPromoActive ? 'catalogueSettings.promotions.running' : 'catalogueSettings.promotions.ended')}
            </Badge>
          </Group>
        ) : (
          <Text c="dimmed">—</Text>
        ),
      numeric: true,
    },
  ];

  const toolbar = (
    <Group gap="sm" wrap="wrap">
      <Select
        aria-label={t('catalogueSettings.promotions.category')}
        placeholder={t('catalogueSettings.promotions.allCategories')}
        data={(categories.data?.data ?? [])
          .filter((c) => rangeOf(c) === 'principal')
          .map((c) => ({ value: String(c.id), label: localLabel(c, lang) }))}
        value={categoryId}
        onChange={(v) => {
          setCategoryId(v);
          setState((s) => ({ ...s, page: 1 }));
        }}
        clearable
        searchable
        style={{ flex: '1 1 180px', maxWidth: 240 }}
        data-testid="promo-filter-category"
      />
      <Switch
        checked={onlyPromo}
        onChange={(e) => setOnlyPromo(e.currentTarget.checked)}
        label={t('catalogueSettings.promotions.onlyPromo')}
        data-testid="promo-only"
      />
    </Group>
  );

  return (
    <>
      <PageHeader title={t('routes.promotions')} description={t('catalogueSettings.promotions.description')} />
      {selected.size > 0 && <PromoPanel priceIds={[...selected]} onDone={() => setSelected(new Set())} />}
      {selected.size > 0 && (
        <LotPanel
          priceIds={[...selected]}
          categories={(categories.data?.data ?? [])
            .filter((c) => rangeOf(c) === 'principal')
            .map((c) => ({ value: String(c.id), label: localLabel(c, lang) }))}
          onDone={() => setSelected(new Set())}
        />
      )}
      <Stack gap="xs">
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            disabled={rows.length === 0}
            onClick={() =>
              setSelected(
                (s) => new Set(pageTicked ? [...s].filter((id) => !rows.some((r) => r.id === id)) : [...s, ...rows.map((r) => r.id)]),
              )
            }
            data-testid="promo-pick-page"
          >
            {t(pageTicked ? 'catalogueSettings.promotions.unpickPage' : 'catalogueSettings.promotions.pickPage')}
          </Button>
          {selected.size > 0 && (
            <Button variant="subtle" size="xs" onClick={() => setSelected(new Set())}>
              {t('catalogueSettings.promotions.unpickAll')}
            </Button>
          )}
        </Group>
        <DataTable<Row>
          tableId="catalogue-promotions"
          testId="promotions-table"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          loading={page.isLoading}
          fetching={page.isFetching && page.isPlaceholderData}
          server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
          filtered={categoryId !== null || onlyPromo}
          onRowClick={(r) => toggle(r.id, !selected.has(r.id))}
          exportName={t('routes.promotions')}
          toolbar={toolbar}
          emptyState={
            <EmptyState
              icon={<IconDiscount size={28} />}
              title={t('catalogueSettings.promotions.empty')}
              description={t('catalogueSettings.promotions.emptyText')}
            />
          }
        />
      </Stack>
    </>
  );
}
