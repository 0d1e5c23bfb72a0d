// /settings/brands and /settings/suppliers (product-spec §2, §3): THE DataTable in server mode (search, sort,
// pages), a dialog to add or edit, and delete with confirmation.
import type { Brand, CatalogueListQuery, Supplier } from '@comptoir/shared';
import { Anchor, Button, Modal, Text } from '@mantine/core';
import { IconBuildingStore, IconPlus, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useAuthUser, useHasAnyTag } from '../../auth/hooks/use-auth';
import { ProductTile } from '../../catalogue/components/product-tile';
import type { PartyKind } from '../api/settings-api';
import { NEUTRAL_TILE } from '../category-tree';
import { BrandForm } from '../components/brand-form';
import { DeleteConfirm, EditDeleteActions } from '../components/row-delete';
import { SupplierForm } from '../components/supplier-form';
import { usePartiesPage, useRemoveParty } from '../hooks/use-parties';

type Party = Brand | Supplier;
const SORTABLE = new Set(['label', 'tag', 'order', 'reference', 'turnover', 'updated_at']);
const dash = <Text c="dimmed">—</Text>;

function PartiesPage({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useAuthUser();
  const currencyTag = user?.entreprise.currencyTag ?? 'MAD';
  const canWrite = useHasAnyTag(kind === 'brand' ? ['gestion_brands', 'gestion_produits'] : ['gestion_produits']);
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [editing, setEditing] = useState<{ row: Party | null } | null>(null);
  const [toDelete, setToDelete] = useState<Party | null>(null);
  const sortKey = state.sort && SORTABLE.has(state.sort.key) ? state.sort.key : null;
  const query: CatalogueListQuery = {
    offset: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
    keyword: state.search.trim() || undefined,
    sort: sortKey ? `${state.sort!.direction === 'desc' ? '-' : ''}${sortKey}` : kind === 'brand' ? 'order' : 'label',
  };
  const page = usePartiesPage(kind, query);
  const remove = useRemoveParty(kind);
  const p = `catalogueSettings.${kind === 'brand' ? 'brands' : 'suppliers'}`;

  const name: DataTableColumn<Party> = {
    key: 'label',
    title: t('catalogueSettings.parties.name'),
    value: (r) => r.label,
    hideable: false,
    render: (r) => (
      <Text fz="sm" fw={600} data-testid={`${kind}-row-label`}>
        {r.label}
      </Text>
    ),
  };
  const common: DataTableColumn<Party>[] = [
    {
      key: 'tag',
      title: t('catalogueSettings.parties.tag'),
      value: (r) => r.tag ?? '',
      render: (r) => (r.tag ? <span dir="ltr">{r.tag}</span> : dash),
    },
  ];
  const columns: DataTableColumn<Party>[] =
    kind === 'brand'
      ? [
          name,
          ...common,
          {
            key: 'order',
            title: t('catalogueSettings.parties.order'),
            value: (r) => (r as Brand).order,
            render: (r) => f.number((r as Brand).order),
            numeric: true,
          },
          {
            key: 'description',
            title: t('catalogueSettings.fields.description'),
            value: (r) => (r as Brand).description ?? '',
            wrap: true,
            sortable: false,
          },
        ]
      : [
          {
            key: 'logo',
            title: t('catalogueSettings.parties.logo'),
            value: () => null,
            render: (r) => <ProductTile label={r.label} fileId={(r as Supplier).fileId} color={NEUTRAL_TILE} size={36} />,
            sortable: false,
            exportable: false,
            width: 52,
          },
          name,
          {
            key: 'reference',
            title: t('catalogueSettings.parties.reference'),
            value: (r) => (r as Supplier).reference ?? '',
            render: (r) => (r as Supplier).reference ?? dash,
          },
          {
            key: 'phone',
            title: t('catalogueSettings.parties.phone'),
            value: (r) => (r as Supplier).phone ?? '',
            render: (r) => ((r as Supplier).phone ? <span dir="ltr">{(r as Supplier).phone}</span> : dash),
            sortable: false,
          },
          {
            key: 'email',
            title: t('catalogueSettings.parties.email'),
            value: (r) => (r as Supplier).email ?? '',
            render: (r) =>
              (r as Supplier).email ? (
                <Anchor href={`mailto:${(r as Supplier).email}`} fz="sm" dir="ltr">
                  {(r as Supplier).email}
                </Anchor>
              ) : (
                dash
              ),
            sortable: false,
          },
          {
            key: 'turnover',
            title: t('catalogueSettings.parties.turnover'),
            value: (r) => (r as Supplier).turnover,
            render: (r) => ((r as Supplier).turnover === null ? dash : f.money((r as Supplier).turnover!, currencyTag)),
            numeric: true,
          },
          {
            key: 'address',
            title: t('catalogueSettings.parties.address'),
            value: (r) => (r as Supplier).address ?? '',
            wrap: true,
            sortable: false,
            defaultHidden: true,
          },
          {
            key: 'webSite',
            title: t('catalogueSettings.parties.webSite'),
            value: (r) => (r as Supplier).webSite ?? '',
            sortable: false,
            defaultHidden: true,
          },
          ...common.map((c) => ({ ...c, defaultHidden: true })),
        ];

  return (
    <>
      <PageHeader
        title={t(kind === 'brand' ? 'routes.brands' : 'routes.suppliers')}
        description={t(`${p}.description`)}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ row: null })} data-testid={`${kind}-new`}>
              {t(`${p}.new`)}
            </Button>
          )
        }
      />
      <DataTable<Party>
        tableId={`catalogue-${kind}s`}
        testId={`${kind}s-table`}
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey={(r) => r.id}
        loading={page.isLoading}
        fetching={page.isFetching && page.isPlaceholderData}
        server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
        exportName={t(kind === 'brand' ? 'routes.brands' : 'routes.suppliers')}
        onRowClick={canWrite ? (r) => setEditing({ row: r }) : undefined}
        emptyState={
          <EmptyState
            icon={kind === 'brand' ? <IconTag size={28} /> : <IconBuildingStore size={28} />}
            title={t(`${p}.empty`)}
            description={t(`${p}.emptyText`)}
          />
        }
        rowActions={(r) =>
          canWrite && <EditDeleteActions onOpen={() => setEditing({ row: r })} onDelete={() => setToDelete(r)} testId={kind} />
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        closeButtonProps={{ 'aria-label': t('catalogueSettings.actions.close') }}
        title={t(editing?.row ? `${p}.edit` : `${p}.new`)}
        size={kind === 'brand' ? 'md' : 'lg'}
      >
        {editing !== null &&
          (kind === 'brand' ? (
            <BrandForm editing={editing.row as Brand | null} onDone={() => setEditing(null)} />
          ) : (
            <SupplierForm editing={editing.row as Supplier | null} onDone={() => setEditing(null)} currencyTag={currencyTag} />
          ))}
      </Modal>
      <DeleteConfirm
        row={toDelete}
        name={(r) => r.label}
        messages={p}
        remove={remove}
        onClose={() => setToDelete(null)}
        testId={`${kind}-delete-confirm`}
      />
    </>
  );
}

export const BrandsPage = () => <PartiesPage kind="brand" />;
export const SuppliersPage = () => <PartiesPage kind="supplier" />;
