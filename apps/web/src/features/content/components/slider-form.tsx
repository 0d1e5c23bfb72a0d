// THE slider form, in a modal: adds a slider to a scope (the company or a store) or edits one
// (POST /Entreprise/Slider/add, with id to update); the image goes through the FileUploader.
import type { Slider } from '@comptoir/shared';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { COMPANY_WIDE, type ContentScope } from '../api/content-api';
import { useSaveSlider } from '../hooks/use-sliders';
import { sliderFormSchema, type SliderFormValues } from '../schemas';

const FIELDS = ['intitule', 'description', 'fileId', 'link', 'order', 'isActive'];

function initialValues(slider: Slider | null, nextOrder: number): SliderFormValues {
  return {
    intitule: slider?.intitule ?? '',
    description: slider?.description ?? '',
    fileId: slider?.fileId ?? null,
    link: slider?.link ?? '',
    order: slider?.order ?? nextOrder,
    isActive: slider?.isActive ?? true,
  };
}

interface BodyProps {
  slider: Slider | null;
  scope: ContentScope;
  nextOrder: number;
  onDone: () => void;
}

function SliderFormBody({ slider, scope, nextOrder, onDone }: BodyProps) {
  const { t } = useTranslation();
  const save = useSaveSlider();
  const { form, formProps, submitting } = useAppForm<SliderFormValues>({
    initialValues: initialValues(slider, nextOrder),
    schema: sliderFormSchema,
    serverFields: FIELDS,
    // In a dialog: closing it is the way out, nothing to guard.
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({
        ...(slider ? { id: slider.id } : {}),
        intitule: v.intitule.trim(),
        description: v.description.trim() || null,
        fileId: v.fileId,
        link: v.link.trim() || null,
        order: v.order,
        isActive: v.isActive,
        magasinId: slider ? slider.magasinId : scope === COMPANY_WIDE ? null : scope,
      });
      notifySuccess({ message: t(slider ? 'content.sliders.updated' : 'content.sliders.created') });
      onDone();
    },
  });

  return (
    <form {...formProps} data-testid="slider-form">
      <Stack gap="md">
        <FileUploader
          folder="sliders"
          label={t('content.sliders.image')}
          description={t('content.sliders.imageHint')}
          value={form.values.fileId}
          onChange={(id) => form.setFieldValue('fileId', id)}
          testId="slider-image"
        />
        <TextInput label={t('content.sliders.title')} withAsterisk data-testid="slider-title" {...form.getInputProps('intitule')} />
        <Textarea
          label={t('content.sliders.description')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('content.sliders.link')}
            placeholder="https://"
            dir="ltr"
            type="url"
            inputMode="url"
            {...form.getInputProps('link')}
          />
          <NumberInput
            label={t('content.order')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('order')}
          />
        </SimpleGrid>
        <Switch label={t('content.sliders.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="slider-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface SliderFormProps {
  opened: boolean;
  /** The slider to edit, null to add one. */
  slider: Slider | null;
  /** Where a new slider goes: COMPANY_WIDE or a store id. */
  scope: ContentScope;
  nextOrder: number;
  onClose: () => void;
}

export function SliderForm({ opened, slider, scope, nextOrder, onClose }: SliderFormProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(slider ? 'content.sliders.edit' : 'content.sliders.add')} size="lg" centered>
      {opened && <SliderFormBody key={slider?.id ?? 'new'} slider={slider} scope={scope} nextOrder={nextOrder} onDone={onClose} />}
    </Modal>
  );
}
