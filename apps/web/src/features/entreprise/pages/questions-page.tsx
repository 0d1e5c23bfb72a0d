// /settings/entreprise/questions: the company-wide client questions (GET /Entreprise/Question/0/getQuestions).
import type { Question } from '@comptoir/shared';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessageQuestion, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmModal } from '../components/confirm-modal';
import { QuestionFormModal } from '../components/question-form-modal';
import { useCompanyQuestions, useDeleteQuestion } from '../hooks/use-content';

export function QuestionsPage() {
  const { t } = useTranslation();
  const questions = useCompanyQuestions();
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<Question | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const rows = (questions.data ?? []).filter((q) => q.magasinId === null);
  const nextOrder = rows.reduce((max, q) => Math.max(max, q.order + 1), 0);
  const typeLabel = (q: Question) => t(`entreprise.questions.types.${q.type}`);

  const columns: DataTableColumn<Question>[] = [
    {
      key: 'question',
      title: t('entreprise.questions.question'),
      value: (q) => q.question,
      hideable: false,
      render: (q) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600} lineClamp={2}>
            {q.question}
          </Text>
          {q.options.length > 0 && (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {q.options.join(' · ')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      title: t('entreprise.questions.type'),
      value: typeLabel,
      render: (q) => (
        <Badge variant="light" color="indigo">
          {typeLabel(q)}
        </Badge>
      ),
      filterable: true,
    },
    { key: 'order', title: t('entreprise.questions.order'), value: (q) => q.order, numeric: true, width: 100 },
    {
      key: 'isActive',
      title: t('entreprise.questions.status'),
      value: (q) => (q.isActive ? t('entreprise.active') : t('entreprise.inactive')),
      render: (q) => (
        <Badge color={q.isActive ? 'teal' : 'gray'} variant="light">
          {q.isActive ? t('entreprise.active') : t('entreprise.inactive')}
        </Badge>
      ),
      filterable: true,
    },
  ];

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="question-add">
      {t('entreprise.questions.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('routes.entrepriseQuestions')} description={t('entreprise.questions.subtitle')} actions={add} />
      <Card p={{ base: 'sm', sm: 'md' }}>
        <DataTable
          tableId="entreprise-questions"
          testId="questions-table"
          columns={columns}
          rows={rows}
          rowKey={(q) => q.id}
          loading={questions.isLoading}
          exportName="questions"
          searchPlaceholder={t('entreprise.questions.search')}
          rowActions={(q) => (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('entreprise.edit')}>
                <ActionIcon variant="subtle" size="lg" aria-label={t('entreprise.edit')} onClick={() => setEditing(q)}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('entreprise.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('entreprise.delete')}
                  onClick={() => setDeleting(q)}
                  data-testid={`question-delete-${q.id}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
          emptyState={
            <EmptyState
              icon={<IconMessageQuestion size={28} />}
              title={t('entreprise.questions.emptyTitle')}
              description={t('entreprise.questions.emptyText')}
              action={add}
            />
          }
        />
      </Card>
      <QuestionFormModal
        opened={editing !== undefined}
        question={editing ?? null}
        nextOrder={nextOrder}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('entreprise.questions.deleteTitle')}
        message={t('entreprise.questions.deleteText')}
        confirmLabel={t('entreprise.delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess({ message: t('entreprise.questions.deleted') });
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
