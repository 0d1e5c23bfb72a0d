// The catalogue settings lists' row set-up, once: an open/edit action and a delete action on each row, and the
// delete confirmation that removes the row, says so and closes (channels, types and sizes, brands, suppliers).
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { RowAction } from '../../../components/row-action';
import { notifySuccess } from '../../../lib/notify';

interface RowActionsProps {
  /** Opens the row: its edit form by default, or what `openLabel` and `openIcon` name. */
  onOpen: () => void;
  onDelete: () => void;
  /** Test ids `<testId>-edit` (or `<testId>-<openTestId>`) and `<testId>-delete`. */
  testId: string;
  openLabel?: string;
  openIcon?: ReactNode;
  openTestId?: string;
}

export function EditDeleteActions({ onOpen, onDelete, testId, openLabel, openIcon, openTestId = 'edit' }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        label={openLabel ?? t('catalogueSettings.actions.edit')}
        icon={openIcon ?? <IconEdit size={18} />}
        onClick={onOpen}
        testId={`${testId}-${openTestId}`}
      />
      <RowAction
        label={t('catalogueSettings.actions.delete')}
        icon={<IconTrash size={18} />}
        color="red"
        onClick={onDelete}
        testId={`${testId}-delete`}
      />
    </>
  );
}

interface DeleteConfirmProps<T extends { id: number }> {
  /** The row to delete; null keeps the dialog closed. */
  row: T | null;
  /** The row's name in the messages. */
  name: (row: T) => string;
  /** The i18n prefix holding deleteTitle, deleteText and deleted. */
  messages: string;
  /** The delete mutation (by id). */
  remove: { isPending: boolean; mutate: (id: number, callbacks: { onSuccess: () => void; onError: () => void }) => void };
  onClose: () => void;
  testId: string;
}

export function DeleteConfirm<T extends { id: number }>({ row, name, messages, remove, onClose, testId }: DeleteConfirmProps<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={row !== null}
      title={t(`${messages}.deleteTitle`)}
      message={t(`${messages}.deleteText`, { name: row ? name(row) : '' })}
      confirmLabel={t('catalogueSettings.actions.delete')}
      color="red"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        row &&
        remove.mutate(row.id, {
          onSuccess: () => {
            notifySuccess({ message: t(`${messages}.deleted`, { name: name(row) }) });
            onClose();
          },
          onError: () => onClose(),
        })
      }
      testId={testId}
    />
  );
}
