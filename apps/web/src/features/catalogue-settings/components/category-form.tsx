// A category in a dialog (product-spec §3 ProductCategory): four labels, parent in the tree, colour, image, VAT,
// default and composition flags, description. Built on THE form hook; the parent list leaves out the category itself
// and everything under it (the server refuses cycles too).
import type { CategoryBody } from '@comptoir/shared';
import { ColorInput, Grid, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { requiredText } from '../../../lib/form-rules';
import { numberSeparators } from '../../../lib/format';
import type { CategoryRow } from '../api/settings-api';
import { childrenOf, flatten, rangeTag, subtreeIds, type CategoryRange } from '../category-tree';
import { useSaveCategory } from '../hooks/use-categories';
import { LabelsFields, localLabel } from './labels-fields';

const SWATCHES = ['#c92a2a', '#e8590c', '#f08c00', '#2b8a3e', '#0b7285', '#1864ab', '#5f3dc4', '#a61e4d', '#862e9c', '#495057'];
const optional = z.string().trim().max(255);
const schema = z.object({
  label: requiredText(1, 255),
  en_label: optional,
  ar_label: optional,
  it_label: optional,
  parentId: z.string().nullable(),
  color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'catalogueSettings.validation.color')]),
  tva: z.union([z.literal(''), z.number().min(0, 'catalogueSettings.validation.tva').max(100, 'catalogueSettings.validation.tva')]),
  description: z.string().max(5000, 'validation.maxLength'),
});
type Values = {
  label: string;
  en_label: string;
  ar_label: string;
  it_label: string;
  parentId: string | null;
  color: string;
  fileId: number | null;
  tva: number | '';
  isDefault: boolean;
  isComposition: boolean;
  description: string;
};
const SERVER_FIELDS = ['label', 'en_label', 'ar_label', 'it_label', 'parentId', 'color', 'fileId', 'tva', 'description'] as const;

const nextOrder = (all: readonly CategoryRow[], parentId: number | null) =>
  Math.max(-1, ...childrenOf(all, parentId).map((c) => c.order)) + 1;

function initial(c: CategoryRow | null, parentId: number | null): Values {
  return {
    label: c?.label ?? '',
    en_label: c?.en_label ?? '',
    ar_label: c?.ar_label ?? '',
    it_label: c?.it_label ?? '',
    parentId: c ? (c.parentId === null ? null : String(c.parentId)) : parentId === null ? null : String(parentId),
    color: c?.color ?? '',
    fileId: c?.fileId ?? null,
    tva: c?.tva ?? '',
    isDefault: c?.isDefault ?? false,
    isComposition: c?.isComposition ?? false,
    description: c?.description ?? '',
  };
}

function toBody(v: Values, range: CategoryRange, editing: CategoryRow | null, all: readonly CategoryRow[]): CategoryBody {
  const parentId = v.parentId === null ? null : Number(v.parentId);
  return {
    label: v.label.trim(),
    en_label: v.en_label.trim() || null,
    ar_label: v.ar_label.trim() || null,
    it_label: v.it_label.trim() || null,
    parentId,
    color: v.color || null,
    fileId: v.fileId,
    tva: v.tva === '' ? null : v.tva,
    isDefault: v.isDefault,
    isComposition: v.isComposition,
    description: v.description.trim() || null,
    // A principal category keeps the tag it has; tiers and supplement ones carry their range.
    ...(editing ? {} : { tag: rangeTag(range) }),
    // A new category, or one moved under another parent, goes to the end of its level.
    ...(!editing || editing.parentId !== parentId ? { order: nextOrder(all, parentId) } : {}),
  } as CategoryBody;
}

export interface CategoryFormProps {
  opened: boolean;
  onClose: () => void;
  editing: CategoryRow | null;
  /** The level the list shows: a new category goes under it. */
  parentId: number | null;
  range: CategoryRange;
  all: readonly CategoryRow[];
}

export function CategoryFormModal(props: CategoryFormProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('catalogueSettings.actions.close') }}
      title={t(props.editing ? 'catalogueSettings.categories.edit' : 'catalogueSettings.categories.new')}
      size="lg"
    >
      {props.opened && <CategoryForm {...props} />}
    </Modal>
  );
}

function CategoryForm({ onClose, editing, parentId, range, all }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveCategory();
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: initial(editing, parentId),
    schema,
    serverFields: SERVER_FIELDS,
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({ id: editing?.id, body: toBody(v, range, editing, all) });
      onClose();
    },
  });
  const excluded = editing ? subtreeIds(all, editing.id) : new Set<number>();
  const parents = flatten(all)
    .filter(({ node }) => !excluded.has(node.id))
    .map(({ node, depth }) => ({ value: String(node.id), label: `${'— '.repeat(depth)}${localLabel(node, i18n.language)}` }));
  const sep = numberSeparators(i18n.language);

  return (
    <form {...formProps} data-testid="category-form">
      <Stack gap="md">
        <LabelsFields form={form} testId="category" />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <FileUploader
              value={form.values.fileId}
              onChange={(fileId) => form.setFieldValue('fileId', fileId)}
              folder="categories"
              label={t('catalogueSettings.fields.image')}
              testId="category-image"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                {...form.getInputProps('parentId')}
                label={t('catalogueSettings.fields.parent')}
                placeholder={t('catalogueSettings.categories.root')}
                data={parents}
                searchable
                clearable
                data-testid="category-parent"
              />
              <ColorInput
                {...form.getInputProps('color')}
                label={t('catalogueSettings.fields.color')}
                format="hex"
                swatches={SWATCHES}
                swatchesPerRow={5}
                eyeDropperButtonProps={{ 'aria-label': t('common.eyeDropper') }}
                dir="ltr"
                data-testid="category-color"
              />
              <NumberInput
                {...form.getInputProps('tva')}
                label={t('catalogueSettings.fields.tva')}
                suffix=" %"
                min={0}
                max={100}
                decimalScale={2}
                decimalSeparator={sep.decimalSeparator}
                hideControls
                data-testid="category-tva"
              />
            </SimpleGrid>
            <Stack gap="xs" mt="md">
              <Switch
                {...form.getInputProps('isDefault', { type: 'checkbox' })}
                label={t('catalogueSettings.fields.isDefault')}
                description={t('catalogueSettings.categories.defaultHint')}
                data-testid="category-isDefault"
              />
              <Switch
                {...form.getInputProps('isComposition', { type: 'checkbox' })}
                label={t('catalogueSettings.fields.isComposition')}
                description={t('catalogueSettings.categories.compositionHint')}
                data-testid="category-isComposition"
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <Textarea
          {...form.getInputProps('description')}
          label={t('catalogueSettings.fields.description')}
          autosize
          minRows={2}
          maxRows={5}
        />
        <FormActions submitting={submitting} onCancel={onClose} testId="category" />
      </Stack>
    </form>
  );
}
