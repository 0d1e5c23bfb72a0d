// /e-commerce/slider: the catalogue sliders (the online shop's home sections and banners, api-spec 7.5): added, edited,
// deleted, and each shown on the online shop or not (POST /slider/Ecom).
import type { CatalogueSlider } from '@comptoir/shared';
import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPencil, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ecommerceApi, ecommerceKeys } from '../api/ecommerce-api';

const MAX = 'validation.maxLength';
const schema = z.object({
  label: z.string().trim().min(1, 'validation.required').max(120, MAX),
  tag: z.string().trim().min(1, 'validation.required').max(60, MAX),
  description: z.string().max(500, MAX),
  link: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500, MAX)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'ecommerce.validation.url'),
  ]),
  order: z.number('validation.required').int().min(0).max(100_000),
  fileId: z.number().nullable(),
  isEcom: z.boolean(),
});
type Values = z.infer<typeof schema>;

function SliderForm({ slider, nextOrder, onDone }: { slider: CatalogueSlider | null; nextOrder: number; onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: {
      label: slider?.label ?? '',
      tag: slider?.tag ?? '',
      description: slider?.description ?? '',
      link: slider?.link ?? '',
      order: slider?.order ?? nextOrder,
      fileId: slider?.fileId ?? null,
      isEcom: slider?.isEcom ?? true,
    },
    schema,
    serverFields: ['label', 'tag', 'description', 'link', 'order', 'fileId'],
    guard: false,
    onSubmit: async (v) => {
      await ecommerceApi.saveSlider({
        ...(slider ? { id: slider.id } : {}),
        label: v.label.trim(),
        tag: v.tag.trim(),
        description: v.description.trim() || null,
        link: v.link.trim() || null,
        order: v.order,
        fileId: v.fileId,
        isEcom: v.isEcom,
      });
      await qc.invalidateQueries({ queryKey: ecommerceKeys.sliders() });
      notifySuccess({ message: t('ecommerce.sliderSaved') });
      onDone();
    },
  });
  return (
    <form {...formProps} data-testid="ecom-slider-form">
      <Stack gap="md">
        <FileUploader
          folder="sliders"
          label={t('ecommerce.sliderImage')}
          value={form.values.fileId}
          onChange={(id) => form.setFieldValue('fileId', id)}
        />
        <TextInput label={t('ecommerce.sliderLabel')} withAsterisk data-testid="ecom-slider-label" {...form.getInputProps('label')} />
        <TextInput
          label={t('ecommerce.sliderTag')}
          description={t('ecommerce.sliderTagHint')}
          withAsterisk
          dir="ltr"
          {...form.getInputProps('tag')}
        />
        <Textarea label={t('ecommerce.sliderDescription')} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <TextInput label={t('ecommerce.sliderLink')} placeholder="https://" dir="ltr" type="url" {...form.getInputProps('link')} />
        <NumberInput label={t('ecommerce.sliderOrder')} min={0} max={100_000} allowDecimal={false} {...form.getInputProps('order')} />
        <Switch label={t('ecommerce.onlineShop')} {...form.getInputProps('isEcom', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="ecom-slider-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SlidersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ecommerceKeys.sliders(), queryFn: ecommerceApi.sliders });
  const [editing, setEditing] = useState<CatalogueSlider | null | undefined>(undefined);
  const refresh = () => qc.invalidateQueries({ queryKey: ecommerceKeys.sliders() });
  const ecom = useMutation({
    mutationFn: (v: { id: number; isEcom: boolean }) => ecommerceApi.setEcom([v.id], v.isEcom),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => ecommerceApi.deleteSlider(id), onSettled: refresh });
  const [deleting, setDeleting] = useState<CatalogueSlider | null>(null);
  const rows = list.data?.data ?? [];
  const columns: DataTableColumn<CatalogueSlider>[] = [
    {
      key: 'label',
      title: t('ecommerce.sliderLabel'),
      value: (r) => r.label,
      hideable: false,
      render: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.label}
          </Text>
          {r.link && (
            <Text size="xs" c="dimmed" dir="ltr">
              {r.link}
            </Text>
          )}
        </>
      ),
    },
    { key: 'tag', title: t('ecommerce.sliderTag'), value: (r) => r.tag, render: (r) => <span dir="ltr">{r.tag}</span> },
    { key: 'order', title: t('ecommerce.sliderOrder'), value: (r) => r.order, sortable: true },
    {
      key: 'isEcom',
      title: t('ecommerce.onlineShop'),
      value: (r) => (r.isEcom ? 1 : 0),
      render: (r) => (
        <Switch
          checked={r.isEcom}
          aria-label={t('ecommerce.onlineShop')}
          onChange={(e) => ecom.mutate({ id: r.id, isEcom: e.currentTarget.checked })}
        />
      ),
    },
  ];
  const nextOrder = rows.reduce((a, r) => Math.max(a, r.order + 1), 0);
  return (
    <>
      <PageHeader
        title={t('routes.ecommerceSlider')}
        description={t('ecommerce.slidersDescription')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="ecom-slider-add">
            {t('ecommerce.addSlider')}
          </Button>
        }
      />
      <DataTable<CatalogueSlider>
        tableId="ecommerce-sliders"
        testId="ecom-sliders"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        fetching={list.isFetching}
        exportName={t('routes.ecommerceSlider')}
        emptyState={
          <EmptyState icon={<IconPhoto size={28} />} title={t('ecommerce.noSliders')} description={t('ecommerce.slidersDescription')} />
        }
        rowActions={(r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('ecommerce.editSlider')} onClick={() => setEditing(r)}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('ecommerce.deleteSlider')} onClick={() => setDeleting(r)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('ecommerce.deleteSlider')}
        message={deleting ? t('ecommerce.deleteSliderConfirm', { label: deleting.label }) : ''}
        confirmLabel={t('ecommerce.deleteSlider')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('ecommerce.editSlider') : t('ecommerce.addSlider')}
        size="lg"
      >
        {editing !== undefined && <SliderForm slider={editing} nextOrder={nextOrder} onDone={() => setEditing(undefined)} />}
      </Modal>
    </>
  );
}
