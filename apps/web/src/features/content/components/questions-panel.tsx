// THE list of client questions of a scope (the company, or a store with the company-wide questions badged):
// page header with the add button, table, form modal and delete confirmation.
import type { Question } from '@comptoir/shared';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { notifySuccess } from '../../../lib/notify';
import { COMPANY_WIDE } from '../api/content-api';
import { useDeleteQuestion, useQuestions } from '../hooks/use-questions';
import { ContentFrame, type ContentPanelProps, ContentRowActions, nextOrderOf, orderAndStatusColumns } from './content-table-parts';
import { QuestionForm } from './question-form';

export function QuestionsPanel({ scope, title, description, filters }: ContentPanelProps) {
  const { t } = useTranslation();
  const questions = useQuestions(scope);
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<Question | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Question | null>(null);
  const ofStore = scope !== COMPANY_WIDE;
  const rows = questions.data ?? [];
  const nextOrder = nextOrderOf(rows);
  const typeLabel = (q: Question) => t(`content.questions.types.${q.type}`);
  const scopeLabel = (q: Question) => (q.magasinId === null ? t('content.companyWide') : t('content.thisStore'));

  const columns: DataTableColumn<Question>[] = [
    {
      key: 'question',
      title: t('content.questions.question'),
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
      title: t('content.questions.type'),
      value: typeLabel,
      render: (q) => (
        <Badge variant="light" color="indigo" tt="none">
          {typeLabel(q)}
        </Badge>
      ),
      filterable: true,
    },
    { key: 'options', title: t('content.questions.options'), value: (q) => q.options.join(', '), defaultHidden: true },
    ...(ofStore
      ? [
          {
            key: 'scope',
            title: t('content.scope'),
            value: scopeLabel,
            render: (q: Question) => (
              <Badge variant="light" color={q.magasinId === null ? 'indigo' : 'brand'} tt="none" style={{ overflow: 'visible' }}>
                {scopeLabel(q)}
              </Badge>
            ),
            filterable: true,
          },
        ]
      : []),
    ...orderAndStatusColumns<Question>(t),
  ];

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} disabled={scope === null} data-testid="question-add">
      {t('content.questions.add')}
    </Button>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess({ message: t('content.questions.deleted') });
        setToDelete(null);
      },
    });
  };

  return (
    <>
      <ContentFrame title={title} description={description} add={add} filters={filters}>
        <DataTable<Question>
          tableId={ofStore ? 'store-questions' : 'entreprise-questions'}
          testId="questions-table"
          columns={columns}
          rows={rows}
          rowKey={(q) => q.id}
          loading={scope === null || questions.isLoading}
          exportName={title}
          searchPlaceholder={t('content.questions.search')}
          rowActions={(q) => <ContentRowActions kind="question" onEdit={() => setEditing(q)} onDelete={() => setToDelete(q)} />}
          emptyState={
            <EmptyState
              icon={<IconMessageQuestion size={28} />}
              title={t('content.questions.emptyTitle')}
              description={t('content.questions.emptyText')}
              action={add}
            />
          }
        />
      </ContentFrame>
      {scope !== null && (
        <QuestionForm
          opened={editing !== undefined}
          question={editing ?? null}
          scope={scope}
          nextOrder={nextOrder}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('content.questions.deleteTitle')}
        message={
          ofStore && toDelete?.magasinId === null
            ? t('content.questions.deleteCompanyText', { question: toDelete.question })
            : t('content.questions.deleteText', { question: toDelete?.question ?? '' })
        }
        confirmLabel={t('content.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
