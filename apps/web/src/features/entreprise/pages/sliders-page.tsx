// /settings/entreprise/sliders: the company-wide sliders (GET /Entreprise/sliders), added, edited and deleted.
import type { Slider } from '@comptoir/shared';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconSlideshow, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { FileImage } from '../../../components/file-uploader/file-image';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmModal } from '../components/confirm-modal';
import { SliderFormModal } from '../components/slider-form-modal';
import { useCompanySliders, useDeleteSlider } from '../hooks/use-content';

export function SlidersPage() {
  const { t } = useTranslation();
  const sliders = useCompanySliders();
  const remove = useDeleteSlider();
  const [editing, setEditing] = useState<Slider | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Slider | null>(null);
  const rows = sliders.data ?? [];
  const nextOrder = rows.reduce((max, s) => Math.max(max, s.order + 1), 0);

  const columns: DataTableColumn<Slider>[] = [
    {
      key: 'image',
      title: t('entreprise.sliders.image'),
      value: (s) => s.fileId,
      render: (s) => <FileImage fileId={s.fileId} alt={s.intitule} size={56} radius="md" />,
      sortable: false,
      exportable: false,
      width: 80,
    },
    {
      key: 'intitule',
      title: t('entreprise.sliders.title'),
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
    {
      key: 'link',
      title: t('entreprise.sliders.link'),
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
    { key: 'order', title: t('entreprise.sliders.order'), value: (s) => s.order, numeric: true, width: 100 },
    {
      key: 'isActive',
      title: t('entreprise.sliders.status'),
      value: (s) => (s.isActive ? t('entreprise.active') : t('entreprise.inactive')),
      render: (s) => (
        <Badge color={s.isActive ? 'teal' : 'gray'} variant="light">
          {s.isActive ? t('entreprise.active') : t('entreprise.inactive')}
        </Badge>
      ),
      filterable: true,
    },
  ];

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="slider-add">
      {t('entreprise.sliders.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('routes.entrepriseSliders')} description={t('entreprise.sliders.subtitle')} actions={add} />
      <Card p={{ base: 'sm', sm: 'md' }}>
        <DataTable
          tableId="entreprise-sliders"
          testId="sliders-table"
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          loading={sliders.isLoading}
          exportName="sliders"
          searchPlaceholder={t('entreprise.sliders.search')}
          rowActions={(s) => (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('entreprise.edit')}>
                <ActionIcon variant="subtle" size="lg" aria-label={t('entreprise.edit')} onClick={() => setEditing(s)}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('entreprise.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('entreprise.delete')}
                  onClick={() => setDeleting(s)}
                  data-testid={`slider-delete-${s.id}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
          emptyState={
            <EmptyState
              icon={<IconSlideshow size={28} />}
              title={t('entreprise.sliders.emptyTitle')}
              description={t('entreprise.sliders.emptyText')}
              action={add}
            />
          }
        />
      </Card>
      <SliderFormModal
        opened={editing !== undefined}
        slider={editing ?? null}
        nextOrder={nextOrder}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('entreprise.sliders.deleteTitle')}
        message={t('entreprise.sliders.deleteText', { name: deleting?.intitule ?? '' })}
        confirmLabel={t('entreprise.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess({ message: t('entreprise.sliders.deleted') });
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
