// THE client question form, in a modal: adds a question to a scope (the company or a store) or edits one
// (POST /Entreprise/Question/add, with id to update). A company-wide question stays company-wide when edited from a store.
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
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import { COMPANY_WIDE, type ContentScope } from '../api/content-api';
import { useSaveQuestion } from '../hooks/use-questions';
import { questionFormInput, type QuestionFormValues } from '../schemas';

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

interface BodyProps {
  question: Question | null;
  scope: ContentScope;
  nextOrder: number;
  onDone: () => void;
}

function QuestionFormBody({ question, scope, nextOrder, onDone }: BodyProps) {
  const { t } = useTranslation();
  const save = useSaveQuestion();
  const { form, formProps, submitting } = useAppForm<QuestionFormValues>({
    initialValues: initialValues(question, nextOrder),
    schema: questionFormInput,
    serverFields: FIELDS,
    // In a dialog: closing it is the way out, nothing to guard.
    guard: false,
    onSubmit: async (v) => {
      await save.mutateAsync({
        ...(question ? { id: question.id } : {}),
        question: v.question.trim(),
        type: v.type,
        options: v.type === 'choice' ? v.options.map((o) => o.trim()).filter(Boolean) : [],
        order: v.order,
        isActive: v.isActive,
        magasinId: question ? question.magasinId : scope === COMPANY_WIDE ? null : scope,
      });
      notifySuccess({ message: t(question ? 'content.questions.updated' : 'content.questions.created') });
      onDone();
    },
  });

  const types = QUESTION_TYPES.map((type) => ({ value: type, label: t(`content.questions.types.${type}`) }));

  return (
    <form {...formProps} data-testid="question-form">
      <Stack gap="md">
        <Textarea
          label={t('content.questions.question')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          data-testid="question-text"
          {...form.getInputProps('question')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('content.questions.type')}
            data={types}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="question-type"
            {...form.getInputProps('type')}
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
        {form.values.type === 'choice' && (
          <Input.Wrapper label={t('content.questions.options')} withAsterisk error={form.errors.options}>
            <Stack gap="xs" mt={4}>
              {form.values.options.map((_, i) => (
                <Group key={i} gap="xs" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    placeholder={t('content.questions.optionPlaceholder', { n: i + 1 })}
                    data-testid={`question-option-${i}`}
                    {...form.getInputProps(`options.${i}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('content.delete')}
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
                data-testid="question-option-add"
              >
                {t('content.questions.addOption')}
              </Button>
            </Stack>
          </Input.Wrapper>
        )}
        <Switch label={t('content.questions.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="question-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface QuestionFormProps {
  opened: boolean;
  /** The question to edit, null to add one. */
  question: Question | null;
  /** Where a new question goes: COMPANY_WIDE or a store id. */
  scope: ContentScope;
  nextOrder: number;
  onClose: () => void;
}

export function QuestionForm({ opened, question, scope, nextOrder, onClose }: QuestionFormProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t(question ? 'content.questions.edit' : 'content.questions.add')} size="lg" centered>
      {opened && <QuestionFormBody key={question?.id ?? 'new'} question={question} scope={scope} nextOrder={nextOrder} onDone={onClose} />}
    </Modal>
  );
}
