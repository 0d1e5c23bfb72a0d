// /settings/type-size/{principal,tiers} (product-spec §2): the types products vary by (Taille, Couleur…) and the
// sizes or values they take, with how many products use each; add, rename, delete an unused one.
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { IconPlus, IconRuler2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import type { DetailKey } from '../api/settings-api';
import { DetailKeyForm } from '../components/detail-key-form';
import { localLabel } from '../components/labels-fields';
import { DeleteConfirm, EditDeleteActions } from '../components/row-delete';
import { useDetailKeys, useRemoveDetailKey } from '../hooks/use-detail-keys';

function TypeSizePage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const canWrite = useHasAnyTag(['gestion_produits']);
  const keys = useDetailKeys();
  const remove = useRemoveDetailKey();
  const [editing, setEditing] = useState<{ row: DetailKey | null } | null>(null);
  const [toDelete, setToDelete] = useState<DetailKey | null>(null);
  const lang = i18n.language;
  const columns: DataTableColumn<DetailKey>[] = [
    {
      key: 'label',
      title: t('catalogueSettings.types.name'),
      value: (k) => localLabel(k, lang),
      hideable: false,
      render: (k) => (
        <Text fz="sm" fw={600} data-testid="detail-key-row-label">
          {localLabel(k, lang)}
        </Text>
      ),
    },
    {
      key: 'tag',
      title: t('catalogueSettings.types.tag'),
      value: (k) => k.tag,
      render: (k) => <span dir="ltr">{k.tag}</span>,
      defaultHidden: true,
    },
    {
      key: 'values',
      title: t('catalogueSettings.types.values'),
      value: (k) => k.values.join(', '),
      render: (k) =>
        k.values.length ? (
          <Group gap={4}>
            {k.values.map((v) => (
              <Badge key={v} variant="outline" color="gray" tt="none">
                {v}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">—</Text>
        ),
      wrap: true,
      sortable: false,
    },
    {
      key: 'productsCount',
      title: t('catalogueSettings.categories.products'),
      value: (k) => k.productsCount,
      render: (k) => f.number(k.productsCount),
      numeric: true,
    },
  ];
  return (
    <>
      <PageHeader
        title={title}
        description={t('catalogueSettings.types.description')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ row: null })} data-testid="detail-key-new">
              {t('catalogueSettings.types.new')}
            </Button>
          )
        }
      />
      <DataTable<DetailKey>
        tableId="catalogue-type-size"
        testId="detail-keys-table"
        columns={columns}
        rows={keys.data ?? []}
        rowKey={(k) => k.id}
        loading={keys.isLoading}
        exportName={title}
        onRowClick={canWrite ? (k) => setEditing({ row: k }) : undefined}
        emptyState={
          <EmptyState
            icon={<IconRuler2 size={28} />}
            title={t('catalogueSettings.types.empty')}
            description={t('catalogueSettings.types.emptyText')}
          />
        }
        rowActions={(k) =>
          canWrite && <EditDeleteActions onOpen={() => setEditing({ row: k })} onDelete={() => setToDelete(k)} testId="detail-key" />
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        closeButtonProps={{ 'aria-label': t('catalogueSettings.actions.close') }}
        title={t(editing?.row ? 'catalogueSettings.types.edit' : 'catalogueSettings.types.new')}
        size="lg"
      >
        {editing !== null && <DetailKeyForm editing={editing.row} onDone={() => setEditing(null)} />}
      </Modal>
      <DeleteConfirm
        row={toDelete}
        name={(k) => localLabel(k, lang)}
        messages="catalogueSettings.types"
        remove={remove}
        onClose={() => setToDelete(null)}
        testId="detail-key-delete-confirm"
      />
    </>
  );
}

export function TypeSizePrincipalPage() {
  const { t } = useTranslation();
  return <TypeSizePage title={t('routes.typeSize')} />;
}
export function TypeSizeTiersPage() {
  const { t } = useTranslation();
  return <TypeSizePage title={t('routes.typeSizeTiers')} />;
}
