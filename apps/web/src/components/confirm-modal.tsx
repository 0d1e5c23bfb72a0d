// THE confirmation before a consequential action (delete, block): says what will happen, one clear button.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirm button's color: red (default) for a deletion, orange for a reversible block... */
  color?: string;
  /** Defaults to common.cancel. */
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's data-testid (its buttons are confirm-ok and confirm-cancel). */
  testId?: string;
}

export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  cancelLabel,
  loading,
  onConfirm,
  onClose,
  testId = 'confirm-dialog',
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': cancelLabel ?? t('common.cancel') }}
      data-testid={testId}
    >
      <Stack gap="lg">
        <Text fz="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-testid="confirm-cancel">
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-autofocus data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
