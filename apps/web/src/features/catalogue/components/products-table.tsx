// The products list in THE DataTable, server mode (GET /catalogueV2/product through the catalogue list query):
// keyword over the four labels, barcodes and skus, sort, category filter; the trash view lists and restores.
import { TIMINGS_MS, type CatalogueListQuery } from '@comptoir/shared';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPackage, IconPlus, IconQrcode, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { ProductRow } from '../api/catalogue-api';
import { useProductRange, useProductsPage, useRestoreProduct, useTrashProduct } from '../hooks/use-products';
import { ProductTile } from './product-tile';
import { QrCodeModal } from './qr-code-modal';

const SORTABLE = new Set(['label', 'created_at', 'updated_at', 'deleted_at']);
export const EDIT_PATH = '/settings/products/add-edit';
/** A new product: its own route, so the breadcrumb says so. */
export const ADD_PATH = '/settings/products/add';
/** The add route of a list: a formula from the compositions screen, a product preset to a range's categories. */
export const addPathOf = (isComposition?: boolean, range?: 'tiers' | 'supplement') =>
  isComposition ? `${ADD_PATH}?nature=composition` : range ? `${ADD_PATH}?range=${range}` : ADD_PATH;

/** A label in the user's language, French when it has none. */
export function localLabel(
  row: { label: string; en_label?: string | null; ar_label?: string | null; it_label?: string | null },
  lang: string,
) {
  const l = lang === 'en' ? row.en_label : lang === 'ar' ? row.ar_label : lang === 'it' ? row.it_label : null;
  return l || row.label;
}

export interface ProductsTableProps {
  trashed?: boolean;
  canWrite: boolean;
  /** The formulas only (the compositions screen). */
  isComposition?: boolean;
  /** The products of the categories of one range (the tiers and supplement screens: categories tagged so). */
  range?: 'tiers' | 'supplement';
}

export function ProductsTable({ trashed = false, canWrite, isComposition, range }: ProductsTableProps) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const [qrFor, setQrFor] = useState<ProductRow | null>(null);
  const addPath = addPathOf(isComposition, range);
  const tableId = `${isComposition ? 'compositions' : range ? `products-${range}` : 'products'}${trashed ? '-trash' : ''}`;
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [toTrash, setToTrash] = useState<ProductRow | null>(null);
  const [keyword] = useDebouncedValue(state.search.trim(), TIMINGS_MS.searchDebounce);
  const sortKey = state.sort && SORTABLE.has(state.sort.key) ? state.sort.key : null;
  const { categories, criterias, ready } = useProductRange(range, isComposition);
  const query: CatalogueListQuery = {
    offset: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
    keyword: keyword || undefined,
    with: ['category', 'products'],
    appends: ['minPrice', 'variantsCount'],
    onlyTrashed: trashed || undefined,
    isComposition,
    criterias: categoryId ? { categoryId: Number(categoryId) } : criterias,
    sort: sortKey ? `${state.sort!.direction === 'desc' ? '-' : ''}${sortKey}` : trashed ? '-deleted_at' : undefined,
  };
  const page = useProductsPage(query, ready);
  const trash = useTrashProduct();
  const restore = useRestoreProduct();
  const lang = i18n.language;
  const codes = (p: ProductRow) =>
    (p.products ?? [])
      .map((x) => x.barcode ?? x.sku)
      .filter(Boolean)
      .join(', ');

  const columns: DataTableColumn<ProductRow>[] = [
    {
      key: 'tile',
      title: t('catalogue.fields.image'),
      value: () => null,
      render: (p) => <ProductTile label={localLabel(p, lang)} fileId={p.fileId} color={p.category?.color} />,
      sortable: false,
      exportable: false,
      width: 56,
    },
    {
      key: 'label',
      title: t('catalogue.list.name'),
      value: (p) => localLabel(p, lang),
      hideable: false,
      render: (p) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600} data-testid="product-row-label">
            {localLabel(p, lang)}
          </Text>
          {p.nature !== 'standard' && (
            <Text fz="xs" c="dimmed">
              {t(`catalogue.natures.${p.nature}`)}
              {p.nature === 'variants' && p.variantsCount ? ` · ${t('catalogue.list.variantsCount', { count: p.variantsCount })}` : ''}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'category',
      title: t('catalogue.fields.category'),
      value: (p) => (p.category ? localLabel(p.category, lang) : ''),
      render: (p) =>
        p.category && (
          <Badge
            variant="light"
            color="gray"
            leftSection={
              <span style={{ width: 8, height: 8, borderRadius: 4, background: p.category.color ?? '#868e96', display: 'inline-block' }} />
            }
          >
            {localLabel(p.category, lang)}
          </Badge>
        ),
      sortable: false,
    },
    { key: 'codes', title: t('catalogue.fields.barcode'), value: codes, render: (p) => <span dir="ltr">{codes(p)}</span>, sortable: false },
    {
      key: 'type',
      title: t('catalogue.fields.type'),
      value: (p) => (p.isService ? t('catalogue.list.service') : t(`catalogue.types.${p.type}`)),
      render: (p) => (p.isService ? <Badge variant="outline">{t('catalogue.list.service')}</Badge> : t(`catalogue.types.${p.type}`)),
      sortable: false,
      defaultHidden: true,
    },
    {
      key: 'price',
      title: t('catalogue.fields.price'),
      value: (p) => p.minPrice ?? null,
      render: (p) => (p.minPrice === null || p.minPrice === undefined ? <Text c="dimmed">—</Text> : f.money(p.minPrice, 'MAD')),
      numeric: true,
      sortable: false,
    },
    trashed
      ? {
          key: 'deleted_at',
          title: t('catalogue.list.deletedAt'),
          value: (p) => p.deleted_at,
          render: (p) => f.date(p.deleted_at),
          numeric: true,
        }
      : {
          key: 'updated_at',
          title: t('catalogue.list.updatedAt'),
          value: (p) => p.updated_at,
          render: (p) => f.date(p.updated_at),
          numeric: true,
          defaultHidden: true,
        },
  ];

  const toolbar = (
    <Select
      aria-label={t('catalogue.fields.category')}
      placeholder={t('catalogue.list.allCategories')}
      data={categories.map((c) => ({ value: String(c.id), label: localLabel(c, lang) }))}
      value={categoryId}
      onChange={(v) => {
        setCategoryId(v);
        setState((s) => ({ ...s, page: 1 }));
      }}
      clearable
      searchable
      style={{ flex: '1 1 200px', maxWidth: 280 }}
      data-testid="products-filter-category"
    />
  );
  const filtered = keyword !== '' || categoryId !== null;

  return (
    <>
      <DataTable<ProductRow>
        tableId={tableId}
        testId={`${tableId}-table`}
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey={(p) => p.id}
        loading={page.isLoading || !ready}
        server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
        filtered={filtered}
        onRowClick={trashed || !canWrite ? undefined : (p) => void navigate(`${EDIT_PATH}/${p.id}`)}
        rowActions={(p) =>
          !canWrite ? null : trashed ? (
            <RowAction
              label={t('catalogue.actions.restore')}
              icon={<IconRestore size={18} />}
              color="teal"
              loading={restore.isPending && restore.variables === p.id}
              onClick={() =>
                restore.mutate(p.id, { onSuccess: () => notifySuccess({ message: t('catalogue.list.restored', { name: p.label }) }) })
              }
              testId="product-restore"
            />
          ) : (
            <Group gap={2} wrap="nowrap">
              <RowAction
                label={t('catalogue.actions.edit')}
                icon={<IconEdit size={18} />}
                to={`${EDIT_PATH}/${p.id}`}
                testId="product-edit"
              />
              <RowAction label={t('catalogue.qr.action')} icon={<IconQrcode size={18} />} onClick={() => setQrFor(p)} testId="product-qr" />
              <RowAction
                label={t('catalogue.actions.trash')}
                icon={<IconTrash size={18} />}
                color="red"
                onClick={() => setToTrash(p)}
                testId="product-trash"
              />
            </Group>
          )
        }
        searchPlaceholder={t('catalogue.list.search')}
        exportName={t(isComposition ? 'catalogue.compositions.exportName' : 'catalogue.list.exportName')}
        toolbar={toolbar}
        emptyState={
          filtered ? undefined : range && ready && categories.length === 0 ? (
            // A range lists its categories' products: without a category of that range, say where to start.
            <EmptyState
              icon={<IconPackage size={28} />}
              title={t('catalogue.list.rangeEmptyTitle', { range: t(`catalogue.list.rangeNames.${range}`) })}
              description={t('catalogue.list.rangeEmptyText', { range: t(`catalogue.list.rangeNames.${range}`) })}
              action={
                canWrite && (
                  <Button component={Link} to={`/settings/category/${range}`} leftSection={<IconPlus size={16} />}>
                    {t('catalogue.list.rangeEmptyAction')}
                  </Button>
                )
              }
            />
          ) : (
            <EmptyState
              icon={<IconPackage size={28} />}
              title={t(
                trashed
                  ? 'catalogue.list.trashEmptyTitle'
                  : isComposition
                    ? 'catalogue.compositions.emptyTitle'
                    : 'catalogue.list.emptyTitle',
              )}
              description={t(
                trashed ? 'catalogue.list.trashEmptyText' : isComposition ? 'catalogue.compositions.emptyText' : 'catalogue.list.emptyText',
              )}
              action={
                canWrite &&
                !trashed && (
                  <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />}>
                    {t(isComposition ? 'catalogue.compositions.new' : 'catalogue.actions.new')}
                  </Button>
                )
              }
            />
          )
        }
      />
      <QrCodeModal product={qrFor} onClose={() => setQrFor(null)} />
      <ConfirmModal
        opened={toTrash !== null}
        title={t('catalogue.trash.title')}
        message={t('catalogue.trash.message', { name: toTrash?.label ?? '' })}
        confirmLabel={t('catalogue.actions.trash')}
        loading={trash.isPending}
        onClose={() => setToTrash(null)}
        onConfirm={() =>
          toTrash &&
          trash.mutate(toTrash.id, {
            onSuccess: () => {
              notifySuccess({ message: t('catalogue.trash.done', { name: toTrash.label }) });
              setToTrash(null);
            },
          })
        }
      />
    </>
  );
}
