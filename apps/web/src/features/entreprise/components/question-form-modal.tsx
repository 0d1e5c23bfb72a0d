// Add or edit a company-wide client question (POST /Entreprise/Question/add: creates, or updates when id is given).
import { QUESTION_TYPES, type Question } from '@comptoir/shared';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveQuestion } from '../hooks/use-content';
import { questionFormSchema, type QuestionFormValues } from '../schemas';

const FIELDS = ['question', 'type', 'options', 'order', 'isActive'];
const MAX_OPTIONS = 20;

function initialValues(q: Question | null, nextOrder: number): QuestionFormValues {
  return {
    question: q?.question ?? '',
    type: q?.type ?? 'text',
    options: q?.options.length ? q.options : ['', ''],
    order: q?.order ?? nextOrder,
    isActive: q?.isActive ?? true,
  };
}

function QuestionForm({ question, nextOrder, onDone }: { question: Question | null; nextOrder: number; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveQuestion();
  const form = useForm<QuestionFormValues>({
    initialValues: initialValues(question, nextOrder),
    validate: (values) => zodResolver(questionFormSchema)({ ...values, options: values.type === 'choice' ? values.options : [] }),
  });
  const isChoice = form.values.type === 'choice';

  const submit = form.onSubmit((v) => {
    save.mutate(
      {
        ...(question ? { id: question.id } : {}),
        question: v.question.trim(),
        type: v.type,
        options: v.type === 'choice' ? v.options.map((o) => o.trim()).filter(Boolean) : [],
        order: v.order,
        isActive: v.isActive,
        magasinId: null,
      },
      {
        onSuccess: () => {
          notifySuccess({ message: t(question ? 'entreprise.questions.updated' : 'entreprise.questions.created') });
          onDone();
        },
        onError: (error) => applyServerErrors(form, error, FIELDS),
      },
    );
  });

  const types = QUESTION_TYPES.map((type) => ({ value: type, label: t(`entreprise.questions.types.${type}`) }));

  return (
    <form onSubmit={submit} noValidate data-testid="question-form">
      <Stack gap="md">
        <Textarea
          label={t('entreprise.questions.question')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          data-testid="question-text"
          {...form.getInputProps('question')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('entreprise.questions.type')}
            data={types}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            data-testid="question-type"
            {...form.getInputProps('type')}
          />
          <NumberInput
            label={t('entreprise.questions.order')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('order')}
          />
        </SimpleGrid>
        {isChoice && (
          <Input.Wrapper label={t('entreprise.questions.options')} withAsterisk error={form.errors.options}>
            <Stack gap="xs" mt={4}>
              {form.values.options.map((_, i) => (
                <Group key={i} gap="xs" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    placeholder={t('entreprise.questions.optionPlaceholder', { n: i + 1 })}
                    data-testid={`question-option-${i}`}
                    {...form.getInputProps(`options.${i}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('entreprise.delete')}
                    disabled={form.values.options.length <= 2}
                    onClick={() => form.removeListItem('options', i)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={form.values.options.length >= MAX_OPTIONS}
                onClick={() => form.insertListItem('options', '')}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('entreprise.questions.addOption')}
              </Button>
            </Stack>
          </Input.Wrapper>
        )}
        <Switch label={t('entreprise.questions.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('entreprise.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="question-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface QuestionFormModalProps {
  opened: boolean;
  question: Question | null;
  nextOrder: number;
  onClose: () => void;
}

export function QuestionFormModal({ opened, question, nextOrder, onClose }: QuestionFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(question ? 'entreprise.questions.edit' : 'entreprise.questions.add')}
      size="lg"
      centered
    >
      {opened && <QuestionForm key={question?.id ?? 'new'} question={question} nextOrder={nextOrder} onDone={onClose} />}
    </Modal>
  );
}
