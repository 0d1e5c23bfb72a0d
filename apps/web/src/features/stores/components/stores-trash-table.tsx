// Deleted stores (GET /Magasin/getAll/trashed) with their deletion date, each restorable.
import type { Magasin } from '@comptoir/shared';
import { Button } from '@mantine/core';
import { IconRestore, IconTrashOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useRestoreMagasin, useTrashedMagasins } from '../hooks/use-magasins';

export function StoresTrashTable() {
  const { t, i18n } = useTranslation();
  const trashed = useTrashedMagasins();
  const restore = useRestoreMagasin();

  const columns: DataTableColumn<Magasin>[] = [
    { key: 'intitule', title: t('stores.fields.intitule'), value: (m) => m.intitule, hideable: false },
    { key: 'city', title: t('stores.fields.city'), value: (m) => m.city },
    { key: 'tel', title: t('fields.tel'), value: (m) => m.tel, render: (m) => <span dir="ltr">{m.tel}</span> },
    {
      key: 'deleted_at',
      title: t('stores.trash.deletedAt'),
      value: (m) => m.deleted_at,
      render: (m) => formatDate(m.deleted_at, i18n.language),
      numeric: true,
    },
  ];

  const onRestore = (m: Magasin) =>
    restore.mutate(m.id, { onSuccess: () => notifySuccess({ message: t('stores.trash.restored', { name: m.intitule }) }) });

  return (
    <DataTable<Magasin>
      tableId="stores-trash"
      testId="stores-trash-table"
      columns={columns}
      rows={trashed.data ?? []}
      rowKey={(m) => m.id}
      loading={trashed.isLoading}
      searchPlaceholder={t('stores.list.search')}
      rowActions={(m) => (
        <Button
          variant="light"
          size="xs"
          h={{ base: 44, sm: 34 }}
          leftSection={<IconRestore size={16} />}
          loading={restore.isPending && restore.variables === m.id}
          onClick={() => onRestore(m)}
          data-testid="store-restore"
        >
          {t('stores.trash.restore')}
        </Button>
      )}
      emptyState={
        <EmptyState icon={<IconTrashOff size={28} />} title={t('stores.trash.emptyTitle')} description={t('stores.trash.emptyText')} />
      }
    />
  );
}
