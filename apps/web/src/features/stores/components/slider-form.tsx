// Adds a slide to a store's slider, or edits one (POST /Entreprise/Slider/add, with id to update); image via FileUploader.
import type { Slider, SliderBody } from '@comptoir/shared';
import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSlider } from '../hooks/use-store-content';

interface SliderFormValues {
  fileId: number | null;
  intitule: string;
  description: string;
  link: string;
  order: number | string;
  isActive: boolean;
}

const schema = z.object({
  fileId: z.number().nullable(),
  intitule: z.string().trim().min(1, 'validation.required').min(2, 'validation.minLength').max(120, 'stores.validation.maxLength'),
  description: z.string().trim().max(500, 'stores.validation.maxLength'),
  link: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500, 'stores.validation.maxLength')
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'stores.validation.url'),
  ]),
  order: z.union([z.literal(''), z.number().int('stores.validation.integer').min(0, 'stores.validation.min').max(10_000)]),
  isActive: z.boolean(),
});

const valuesOf = (s: Slider | null): SliderFormValues => ({
  fileId: s?.fileId ?? null,
  intitule: s?.intitule ?? '',
  description: s?.description ?? '',
  link: s?.link ?? '',
  order: s?.order ?? '',
  isActive: s?.isActive ?? true,
});

interface SliderFormProps {
  storeId: number;
  editing: Slider | null;
  onDone: () => void;
}

export function SliderForm({ storeId, editing, onDone }: SliderFormProps) {
  const { t } = useTranslation();
  const save = useSaveSlider();
  const form = useForm<SliderFormValues>({ initialValues: valuesOf(editing), validate: zodResolver(schema), validateInputOnBlur: true });

  const submit = form.onSubmit((v) => {
    const body: SliderBody = {
      ...(editing ? { id: editing.id } : {}),
      intitule: v.intitule.trim(),
      description: v.description.trim() || null,
      link: v.link.trim() || null,
      fileId: v.fileId,
      order: v.order === '' ? 0 : Number(v.order),
      isActive: v.isActive,
      magasinId: editing ? editing.magasinId : storeId,
    };
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess({ message: t(editing ? 'stores.sliders.updated' : 'stores.sliders.added') });
        form.setValues(valuesOf(null));
        form.resetDirty(valuesOf(null));
        onDone();
      },
      onError: (error) => applyServerErrors(form, error, ['intitule', 'description', 'link', 'fileId', 'order', 'isActive']),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="slider-form">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FileUploader
          value={form.values.fileId}
          onChange={(fileId) => form.setFieldValue('fileId', fileId)}
          folder="sliders"
          label={t('stores.sliders.image')}
          testId="slider-image"
        />
        <Stack gap="md">
          <TextInput {...form.getInputProps('intitule')} label={t('stores.sliders.title')} withAsterisk data-testid="slider-title" />
          <Textarea
            {...form.getInputProps('description')}
            label={t('stores.sliders.text')}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={500}
          />
          <TextInput {...form.getInputProps('link')} label={t('stores.sliders.link')} placeholder="https://" type="url" dir="ltr" />
          <Group grow align="flex-end">
            <NumberInput
              {...form.getInputProps('order')}
              label={t('stores.content.order')}
              min={0}
              max={10_000}
              allowDecimal={false}
              placeholder="0"
            />
            <Switch {...form.getInputProps('isActive', { type: 'checkbox' })} label={t('stores.content.active')} mb={8} />
          </Group>
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="md">
        {editing && (
          <Button variant="default" onClick={onDone}>
            {t('stores.form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} data-testid="slider-submit">
          {editing ? t('common.save') : t('stores.sliders.add')}
        </Button>
      </Group>
    </form>
  );
}
