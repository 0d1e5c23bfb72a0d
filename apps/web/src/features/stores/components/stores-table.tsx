// The live stores in THE DataTable: photo, title, city, phone, opening time, currency, online badge, devices;
// edit and delete (after confirmation) on each row; exported to a spreadsheet.
import type { Magasin } from '@comptoir/shared';
import { Badge, Button, Text } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { FileImage } from '../../../components/file-uploader/file-image';
import { notifySuccess } from '../../../lib/notify';
import { useDevices } from '../../devices/hooks/use-devices';
import { useDeleteMagasin, useMagasins } from '../hooks/use-magasins';
import { ConfirmModal } from '../../../components/confirm-modal';
import { RowAction } from '../../../components/row-action';

export function StoresTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stores = useMagasins();
  const devices = useDevices();
  const remove = useDeleteMagasin();
  const [toDelete, setToDelete] = useState<Magasin | null>(null);

  // One GET /Device gives every store's device count.
  const deviceCount = useMemo(() => {
    const counts = new Map<number, number>();
    for (const d of devices.data ?? []) if (d.magasinId !== null) counts.set(d.magasinId, (counts.get(d.magasinId) ?? 0) + 1);
    return counts;
  }, [devices.data]);

  const columns: DataTableColumn<Magasin>[] = [
    {
      key: 'photo',
      title: t('stores.fields.photo'),
      value: () => null,
      render: (m) => <FileImage fileId={m.fileId} alt={m.intitule} size={40} testId="store-photo-cell" />,
      sortable: false,
      exportable: false,
      width: 64,
    },
    {
      key: 'intitule',
      title: t('stores.fields.intitule'),
      value: (m) => m.intitule,
      render: (m) => (
        <Text fw={600} fz="sm" data-testid="store-title-cell">
          {m.intitule}
        </Text>
      ),
      hideable: false,
    },
    { key: 'city', title: t('stores.fields.city'), value: (m) => m.city, filterable: true },
    { key: 'tel', title: t('fields.tel'), value: (m) => m.tel, render: (m) => <span dir="ltr">{m.tel}</span> },
    { key: 'startTime', title: t('stores.fields.startTime'), value: (m) => m.startTime },
    { key: 'currencyTag', title: t('stores.fields.currency'), value: (m) => m.currencyTag, filterable: true },
    {
      key: 'isOnline',
      title: t('stores.list.channel'),
      value: (m) => (m.isOnline ? t('stores.list.online') : t('stores.list.physical')),
      render: (m) =>
        m.isOnline ? (
          <Badge variant="light" color="indigo" tt="none" styles={{ label: { overflow: 'visible' } }}>
            {t('stores.list.online')}
          </Badge>
        ) : (
          <Badge variant="light" color="gray" tt="none" styles={{ label: { overflow: 'visible' } }}>
            {t('stores.list.physical')}
          </Badge>
        ),
      filterable: true,
    },
    {
      key: 'devices',
      title: t('stores.list.devices'),
      value: (m) => (devices.data ? (deviceCount.get(m.id) ?? 0) : null),
      numeric: true,
    },
    { key: 'rue', title: t('stores.fields.rue'), value: (m) => m.rue, defaultHidden: true },
    { key: 'codePostal', title: t('stores.fields.codePostal'), value: (m) => m.codePostal, defaultHidden: true },
    { key: 'ice', title: t('stores.fields.ice'), value: (m) => m.ice, defaultHidden: true },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    const store = toDelete;
    remove.mutate(store.id, {
      onSuccess: () => {
        setToDelete(null);
        notifySuccess({ message: t('stores.list.deleted', { name: store.intitule }) });
      },
    });
  };

  return (
    <>
      <DataTable<Magasin>
        tableId="stores"
        testId="stores-table"
        columns={columns}
        rows={stores.data ?? []}
        rowKey={(m) => m.id}
        loading={stores.isLoading}
        searchPlaceholder={t('stores.list.search')}
        exportName={t('stores.list.exportName')}
        onRowClick={(m) => void navigate(`/settings/stores/${m.id}/edit`)}
        rowActions={(m) => (
          <>
            <RowAction
              label={t('stores.list.edit')}
              icon={<IconPencil size={18} />}
              to={`/settings/stores/${m.id}/edit`}
              testId="store-edit"
            />
            <RowAction
              label={t('stores.list.delete')}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={() => setToDelete(m)}
              testId="store-delete"
            />
          </>
        )}
        emptyState={
          <EmptyState
            icon={<IconBuildingStore size={28} />}
            title={t('stores.list.emptyTitle')}
            description={t('stores.list.emptyText')}
            action={
              <Button component={Link} to="/settings/stores/add" leftSection={<IconPlus size={16} />} data-testid="stores-empty-add">
                {t('stores.list.add')}
              </Button>
            }
          />
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('stores.list.deleteTitle')}
        message={t('stores.list.deleteText', { name: toDelete?.intitule ?? '' })}
        confirmLabel={t('stores.list.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        testId="store-delete-modal"
      />
    </>
  );
}
