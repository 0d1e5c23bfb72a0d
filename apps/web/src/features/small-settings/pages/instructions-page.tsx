// /settings/instructions (command_instruction): the ready-made instructions a cashier adds to an order ("no onions",
// "gift wrap"), their trash and restore; /settings/instructions/{id?} edits one (`new` or no id: a new one).
import type { Instruction } from '@comptoir/shared';
import { Button, Card, NumberInput, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { requiredText } from '../../../lib/form-rules';
import { notifySuccess } from '../../../lib/notify';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { NamedList } from '../components/named-list';
import { useInstruction, useSaveNamed } from '../hooks/use-small-settings';

const LIST = '/settings/instructions';

export function InstructionsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const canWrite = useHasAnyTag(['command_instruction']);
  return (
    <>
      <PageHeader title={t('routes.instructions')} description={t('smallSettings.instruction.description')} />
      <NamedList
        kind="instruction"
        columns={[
          {
            key: 'description',
            title: t('smallSettings.fields.description'),
            value: (r) => r.description ?? '',
            wrap: true,
            sortable: false,
          },
          { key: 'order', title: t('smallSettings.fields.order'), value: (r) => r.order, render: (r) => f.number(r.order), numeric: true },
        ]}
        canWrite={canWrite}
        openPath={(id) => `${LIST}/${id}`}
        empty={{
          icon: <IconNotes size={28} />,
          title: t('smallSettings.instruction.empty'),
          text: t('smallSettings.instruction.emptyText'),
        }}
      />
    </>
  );
}

export function InstructionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useParams().id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const editing = id !== null;
  const found = useInstruction(id);
  const header = (
    <PageHeader
      title={t(editing ? 'smallSettings.instruction.edit' : 'smallSettings.instruction.new')}
      description={found.data?.intitule ?? t('smallSettings.instruction.description')}
    />
  );
  if (editing && found.isError)
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={<IconNotes size={28} />}
            title={t('smallSettings.instruction.notFound')}
            description={t('smallSettings.instruction.notFoundText')}
            action={
              <Button component={Link} to={LIST} variant="default">
                {t('smallSettings.backToList')}
              </Button>
            }
          />
        </Card>
      </>
    );
  return (
    <>
      {header}
      {editing && !found.data ? (
        <Skeleton height={260} radius="lg" />
      ) : (
        <InstructionForm key={found.data?.id ?? 'new'} editing={found.data ?? null} onDone={() => void navigate(LIST)} />
      )}
    </>
  );
}

const schema = z.object({
  intitule: requiredText(2, 120),
  description: z.string().max(500, 'validation.maxLength'),
  order: z.union([
    z.literal(''),
    z
      .number()
      .int('smallSettings.validation.range')
      .min(0, 'smallSettings.validation.range')
      .max(100_000, 'smallSettings.validation.range'),
  ]),
});

function InstructionForm({ editing, onDone }: { editing: Instruction | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNamed('instruction');
  const { form, formProps, submitting } = useAppForm<{ intitule: string; description: string; order: number | '' }>({
    initialValues: { intitule: editing?.intitule ?? '', description: editing?.description ?? '', order: editing?.order ?? 0 },
    schema,
    serverFields: ['intitule', 'description', 'order'],
    onSubmit: async (v) => {
      const saved = await save.mutateAsync({
        id: editing?.id,
        intitule: v.intitule.trim(),
        description: v.description.trim() || null,
        order: v.order === '' ? 0 : v.order,
      });
      notifySuccess({ message: t('smallSettings.instruction.saved', { name: saved.intitule }) });
      onDone();
    },
  });
  return (
    <Card>
      <form {...formProps} data-testid="instruction-form">
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('intitule')}
            label={t('smallSettings.fields.intitule')}
            required
            data-testid="instruction-name"
          />
          <Textarea
            {...form.getInputProps('description')}
            label={t('smallSettings.fields.description')}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="instruction-description"
          />
          <NumberInput
            {...form.getInputProps('order')}
            label={t('smallSettings.fields.order')}
            min={0}
            max={100_000}
            allowDecimal={false}
          />
          <FormActions submitting={submitting} onCancel={onDone} testId="instruction" />
        </Stack>
      </form>
    </Card>
  );
}
