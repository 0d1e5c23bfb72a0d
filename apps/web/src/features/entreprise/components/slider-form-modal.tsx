// Add or edit a company-wide slider (POST /Entreprise/Slider/add: creates, or updates when id is given).
import type { Slider } from '@comptoir/shared';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSlider } from '../hooks/use-content';
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

function SliderForm({ slider, nextOrder, onDone }: { slider: Slider | null; nextOrder: number; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSlider();
  const form = useForm<SliderFormValues>({ initialValues: initialValues(slider, nextOrder), validate: zodResolver(sliderFormSchema) });

  const submit = form.onSubmit((v) => {
    save.mutate(
      {
        ...(slider ? { id: slider.id } : {}),
        intitule: v.intitule.trim(),
        description: v.description.trim(),
        fileId: v.fileId,
        link: v.link.trim(),
        order: v.order,
        isActive: v.isActive,
        magasinId: null,
      },
      {
        onSuccess: () => {
          notifySuccess({ message: t(slider ? 'entreprise.sliders.updated' : 'entreprise.sliders.created') });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error, FIELDS),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="slider-form">
      <Stack gap="md">
        <FileUploader
          folder="entreprise"
          label={t('entreprise.sliders.image')}
          description={t('entreprise.sliders.imageHint')}
          value={form.values.fileId}
          onChange={(id) => form.setFieldValue('fileId', id)}
          testId="slider-image"
        />
        <TextInput label={t('entreprise.sliders.title')} withAsterisk data-testid="slider-title" {...form.getInputProps('intitule')} />
        <Textarea label={t('entreprise.sliders.description')} autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('entreprise.sliders.link')}
            placeholder="https://"
            dir="ltr"
            inputMode="url"
            {...form.getInputProps('link')}
          />
          <NumberInput
            label={t('entreprise.sliders.order')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('order')}
          />
        </SimpleGrid>
        <Switch label={t('entreprise.sliders.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('entreprise.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="slider-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface SliderFormModalProps {
  opened: boolean;
  slider: Slider | null;
  nextOrder: number;
  onClose: () => void;
}

export function SliderFormModal({ opened, slider, nextOrder, onClose }: SliderFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(slider ? 'entreprise.sliders.edit' : 'entreprise.sliders.add')} size="lg" centered>
      {opened && <SliderForm key={slider?.id ?? 'new'} slider={slider} nextOrder={nextOrder} onDone={onClose} />}
    </Modal>
  );
}
