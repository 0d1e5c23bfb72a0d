// /settings/stores/sliders: the slides a store shows its clients (image, title, text, link), in order.
import type { Slider } from '@comptoir/shared';
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { FileImage } from '../../../components/file-uploader/file-image';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmModal } from '../components/confirm-modal';
import { NoStoreYet } from '../components/no-store-yet';
import { RowAction } from '../components/row-action';
import { SliderForm } from '../components/slider-form';
import { StoreSelect, useSelectedStore } from '../components/store-select';
import { useDeleteSlider, useReorderSliders, useStoreSliders } from '../hooks/use-store-content';

export function StoreSlidersPage() {
  const { t } = useTranslation();
  const { storeId, stores, isLoading, setStoreId } = useSelectedStore();
  const sliders = useStoreSliders(storeId);
  const remove = useDeleteSlider();
  const reorder = useReorderSliders(storeId);
  const [editing, setEditing] = useState<Slider | null>(null);
  const [toDelete, setToDelete] = useState<Slider | null>(null);

  const columns: DataTableColumn<Slider>[] = [
    {
      key: 'image',
      title: t('stores.sliders.image'),
      value: () => null,
      render: (s) => <FileImage fileId={s.fileId} alt={s.intitule} size={56} />,
      sortable: false,
      exportable: false,
      width: 80,
    },
    { key: 'intitule', title: t('stores.sliders.title'), value: (s) => s.intitule, hideable: false },
    { key: 'description', title: t('stores.sliders.text'), value: (s) => s.description, defaultHidden: true },
    { key: 'link', title: t('stores.sliders.link'), value: (s) => s.link, render: (s) => <span dir="ltr">{s.link}</span> },
    { key: 'order', title: t('stores.content.order'), value: (s) => s.order, numeric: true },
    {
      key: 'isActive',
      title: t('stores.content.status'),
      value: (s) => (s.isActive ? t('stores.content.active') : t('stores.content.inactive')),
      render: (s) => (
        <Badge variant="light" color={s.isActive ? 'teal' : 'gray'} tt="none" style={{ overflow: 'visible' }}>
          {s.isActive ? t('stores.content.active') : t('stores.content.inactive')}
        </Badge>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        if (editing?.id === toDelete.id) setEditing(null);
        setToDelete(null);
        notifySuccess({ message: t('stores.sliders.deleted') });
      },
    });
  };

  return (
    <>
      <PageHeader title={t('routes.storeSliders')} description={t('stores.sliders.description')} />
      {!isLoading && stores.length === 0 ? (
        <NoStoreYet />
      ) : (
        <Stack gap="lg">
          <StoreSelect
            value={storeId}
            stores={stores}
            onChange={(id) => {
              setEditing(null);
              setStoreId(id);
            }}
          />
          {storeId !== null && (
            <Card>
              <Title order={2} fz="lg" mb={4}>
                {editing ? t('stores.sliders.editTitle') : t('stores.sliders.addTitle')}
              </Title>
              <Text fz="sm" c="dimmed" mb="md">
                {t('stores.sliders.formText')}
              </Text>
              <SliderForm key={`${storeId}-${editing?.id ?? 'new'}`} storeId={storeId} editing={editing} onDone={() => setEditing(null)} />
            </Card>
          )}
          <DataTable<Slider>
            tableId="store-sliders"
            testId="sliders-table"
            columns={columns}
            rows={sliders.data ?? []}
            rowKey={(s) => s.id}
            loading={isLoading || sliders.isLoading}
            onReorder={(rows) => reorder.mutateAsync(rows)}
            rowActions={(s) => (
              <>
                <RowAction
                  label={t('stores.list.edit')}
                  icon={<IconPencil size={18} />}
                  onClick={() => setEditing(s)}
                  testId="slider-edit"
                />
                <RowAction
                  label={t('stores.list.delete')}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => setToDelete(s)}
                  testId="slider-delete"
                />
              </>
            )}
            emptyState={
              <EmptyState
                icon={<IconPhoto size={28} />}
                title={t('stores.sliders.emptyTitle')}
                description={t('stores.sliders.emptyText')}
              />
            }
          />
        </Stack>
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('stores.sliders.deleteTitle')}
        message={t('stores.sliders.deleteText', { title: toDelete?.intitule ?? '' })}
        confirmLabel={t('stores.list.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
