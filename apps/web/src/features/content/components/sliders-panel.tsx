// THE list of sliders of a scope (the company or a store): page header with the add button, table with drag
// ordering, form modal and delete confirmation.
import type { Slider } from '@comptoir/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus, IconSlideshow } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { FileImage } from '../../../components/file-uploader/file-image';
import { notifySuccess } from '../../../lib/notify';
import { COMPANY_WIDE } from '../api/content-api';
import { useDeleteSlider, useReorderSliders, useSliders } from '../hooks/use-sliders';
import { ContentFrame, type ContentPanelProps, ContentRowActions, nextOrderOf, orderAndStatusColumns } from './content-table-parts';
import { SliderForm } from './slider-form';

export function SlidersPanel({ scope, title, description, filters }: ContentPanelProps) {
  const { t } = useTranslation();
  const sliders = useSliders(scope);
  const remove = useDeleteSlider();
  const reorder = useReorderSliders();
  const [editing, setEditing] = useState<Slider | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Slider | null>(null);
  const rows = sliders.data ?? [];
  const nextOrder = nextOrderOf(rows);

  const columns: DataTableColumn<Slider>[] = [
    {
      key: 'image',
      title: t('content.sliders.image'),
      value: (s) => s.fileId,
      render: (s) => <FileImage fileId={s.fileId} alt={s.intitule} size={56} radius="md" />,
      sortable: false,
      exportable: false,
      width: 80,
    },
    {
      key: 'intitule',
      title: t('content.sliders.title'),
      value: (s) => s.intitule,
      hideable: false,
      render: (s) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} lineClamp={1}>
            {s.intitule}
          </Text>
          {s.description && (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {s.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'description', title: t('content.sliders.description'), value: (s) => s.description, defaultHidden: true },
    {
      key: 'link',
      title: t('content.sliders.link'),
      value: (s) => s.link,
      render: (s) =>
        s.link ? (
          <Text fz="sm" dir="ltr" truncate maw={260}>
            {s.link}
          </Text>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    ...orderAndStatusColumns<Slider>(t),
  ];

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} disabled={scope === null} data-testid="slider-add">
      {t('content.sliders.add')}
    </Button>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess({ message: t('content.sliders.deleted') });
        setToDelete(null);
      },
    });
  };

  return (
    <>
      <ContentFrame title={title} description={description} add={add} filters={filters}>
        <DataTable<Slider>
          tableId={scope === COMPANY_WIDE ? 'entreprise-sliders' : 'store-sliders'}
          testId="sliders-table"
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          loading={scope === null || sliders.isLoading}
          exportName={title}
          searchPlaceholder={t('content.sliders.search')}
          onReorder={(ordered) => reorder.mutateAsync(ordered)}
          rowActions={(s) => <ContentRowActions kind="slider" onEdit={() => setEditing(s)} onDelete={() => setToDelete(s)} />}
          emptyState={
            <EmptyState
              icon={<IconSlideshow size={28} />}
              title={t('content.sliders.emptyTitle')}
              description={t('content.sliders.emptyText')}
              action={add}
            />
          }
        />
      </ContentFrame>
      {scope !== null && (
        <SliderForm
          opened={editing !== undefined}
          slider={editing ?? null}
          scope={scope}
          nextOrder={nextOrder}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('content.sliders.deleteTitle')}
        message={t('content.sliders.deleteText', { name: toDelete?.intitule ?? '' })}
        confirmLabel={t('content.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
