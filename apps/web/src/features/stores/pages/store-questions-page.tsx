// /settings/stores/questions: the questions a store asks its clients (its own and the company-wide ones).
import type { Question } from '@comptoir/shared';
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { IconMessageQuestion, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmModal } from '../components/confirm-modal';
import { NoStoreYet } from '../components/no-store-yet';
import { QuestionForm } from '../components/question-form';
import { RowAction } from '../components/row-action';
import { StoreSelect, useSelectedStore } from '../components/store-select';
import { useDeleteQuestion, useStoreQuestions } from '../hooks/use-store-content';

export function StoreQuestionsPage() {
  const { t } = useTranslation();
  const { storeId, stores, isLoading, setStoreId } = useSelectedStore();
  const questions = useStoreQuestions(storeId);
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<Question | null>(null);
  const [toDelete, setToDelete] = useState<Question | null>(null);

  const columns: DataTableColumn<Question>[] = [
    { key: 'question', title: t('stores.questions.question'), value: (q) => q.question, hideable: false },
    { key: 'type', title: t('stores.questions.type'), value: (q) => t(`stores.questions.types.${q.type}`), filterable: true },
    { key: 'options', title: t('stores.questions.options'), value: (q) => q.options.join(', ') },
    {
      key: 'scope',
      title: t('stores.content.scope'),
      value: (q) => (q.magasinId === null ? t('stores.content.companyWide') : t('stores.content.thisStore')),
      render: (q) => (
        <Badge variant="light" color={q.magasinId === null ? 'indigo' : 'brand'} tt="none" style={{ overflow: 'visible' }}>
          {q.magasinId === null ? t('stores.content.companyWide') : t('stores.content.thisStore')}
        </Badge>
      ),
      filterable: true,
    },
    { key: 'order', title: t('stores.content.order'), value: (q) => q.order, numeric: true },
    {
      key: 'isActive',
      title: t('stores.content.status'),
      value: (q) => (q.isActive ? t('stores.content.active') : t('stores.content.inactive')),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        if (editing?.id === toDelete.id) setEditing(null);
        setToDelete(null);
        notifySuccess({ message: t('stores.questions.deleted') });
      },
    });
  };

  return (
    <>
      <PageHeader title={t('routes.storeQuestions')} description={t('stores.questions.description')} />
      {!isLoading && stores.length === 0 ? (
        <NoStoreYet />
      ) : (
        <Stack gap="lg">
          <StoreSelect
            value={storeId}
            stores={stores}
            onChange={(id) => {
              setEditing(null);
              setStoreId(id);
            }}
          />
          {storeId !== null && (
            <Card>
              <Title order={2} fz="lg" mb={4}>
                {editing ? t('stores.questions.editTitle') : t('stores.questions.addTitle')}
              </Title>
              <Text fz="sm" c="dimmed" mb="md">
                {t('stores.questions.formText')}
              </Text>
              <QuestionForm
                key={`${storeId}-${editing?.id ?? 'new'}`}
                storeId={storeId}
                editing={editing}
                onDone={() => setEditing(null)}
              />
            </Card>
          )}
          <DataTable<Question>
            tableId="store-questions"
            testId="questions-table"
            columns={columns}
            rows={questions.data ?? []}
            rowKey={(q) => q.id}
            loading={isLoading || questions.isLoading}
            exportName={t('routes.storeQuestions')}
            rowActions={(q) => (
              <>
                <RowAction
                  label={t('stores.list.edit')}
                  icon={<IconPencil size={18} />}
                  onClick={() => setEditing(q)}
                  testId="question-edit"
                />
                <RowAction
                  label={t('stores.list.delete')}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => setToDelete(q)}
                  testId="question-delete"
                />
              </>
            )}
            emptyState={
              <EmptyState
                icon={<IconMessageQuestion size={28} />}
                title={t('stores.questions.emptyTitle')}
                description={t('stores.questions.emptyText')}
              />
            }
          />
        </Stack>
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('stores.questions.deleteTitle')}
        message={
          toDelete?.magasinId === null
            ? t('stores.questions.deleteCompanyText', { question: toDelete?.question ?? '' })
            : t('stores.questions.deleteText', { question: toDelete?.question ?? '' })
        }
        confirmLabel={t('stores.list.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
