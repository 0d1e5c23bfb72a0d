// Adds a client question to a store, or edits one (POST /Entreprise/Question/add, with id to update).
import { QUESTION_TYPES, type Question, type QuestionBody } from '@comptoir/shared';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveQuestion } from '../hooks/use-store-content';

interface QuestionFormValues {
  question: string;
  type: (typeof QUESTION_TYPES)[number];
  options: string[];
  order: number | string;
  isActive: boolean;
}

const schema = z
  .object({
    question: z.string().trim().min(1, 'validation.required').min(3, 'validation.minLength').max(255, 'stores.validation.maxLength'),
    type: z.enum(QUESTION_TYPES, 'validation.required'),
    options: z.array(z.string().trim().min(1).max(120, 'stores.validation.maxLength')).max(20, 'stores.validation.maxItems'),
    order: z.union([z.literal(''), z.number().int('stores.validation.integer').min(0, 'stores.validation.min').max(10_000)]),
    isActive: z.boolean(),
  })
  .refine((v) => v.type !== 'choice' || v.options.length >= 2, { path: ['options'], message: 'stores.validation.twoOptions' });

const blank = (q: Question | null): QuestionFormValues => ({
  question: q?.question ?? '',
  type: q?.type ?? 'text',
  options: q?.options ?? [],
  order: q?.order ?? '',
  isActive: q?.isActive ?? true,
});

interface QuestionFormProps {
  storeId: number;
  editing: Question | null;
  onDone: () => void;
}

export function QuestionForm({ storeId, editing, onDone }: QuestionFormProps) {
  const { t } = useTranslation();
  const save = useSaveQuestion();
  const form = useForm<QuestionFormValues>({ initialValues: blank(editing), validate: zodResolver(schema), validateInputOnBlur: true });

  const submit = form.onSubmit((v) => {
    const body: QuestionBody = {
      ...(editing ? { id: editing.id } : {}),
      question: v.question.trim(),
      type: v.type,
      options: v.type === 'choice' ? v.options : [],
      order: v.order === '' ? 0 : Number(v.order),
      isActive: v.isActive,
      // A company-wide question stays company-wide when edited here.
      magasinId: editing ? editing.magasinId : storeId,
    };
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess({ message: t(editing ? 'stores.questions.updated' : 'stores.questions.added') });
        form.setValues(blank(null));
        form.resetDirty(blank(null));
        onDone();
      },
      onError: (error) => applyServerErrors(form, error, ['question', 'type', 'options', 'order', 'isActive']),
    });
  });

  const types = QUESTION_TYPES.map((type) => ({ value: type, label: t(`stores.questions.types.${type}`) }));

  return (
    <form onSubmit={submit} noValidate data-testid="question-form">
      <Stack gap="md">
        <TextInput {...form.getInputProps('question')} label={t('stores.questions.question')} withAsterisk data-testid="question-text" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            {...form.getInputProps('type')}
            label={t('stores.questions.type')}
            data={types}
            allowDeselect={false}
            withAsterisk
            data-testid="question-type"
          />
          <NumberInput
            {...form.getInputProps('order')}
            label={t('stores.content.order')}
            min={0}
            max={10_000}
            allowDecimal={false}
            placeholder="0"
          />
          <Switch {...form.getInputProps('isActive', { type: 'checkbox' })} label={t('stores.content.active')} mt={{ sm: 32 }} />
        </SimpleGrid>
        {form.values.type === 'choice' && (
          <TagsInput
            {...form.getInputProps('options')}
            label={t('stores.questions.options')}
            description={t('stores.questions.optionsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            maxTags={20}
            data-testid="question-options"
          />
        )}
        <Group justify="flex-end" gap="sm">
          {editing && (
            <Button variant="default" onClick={onDone}>
              {t('stores.form.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="question-submit">
            {editing ? t('common.save') : t('stores.questions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
