// A confirmation before a consequential action (delete, block): says what will happen, one clear button.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ opened, title, message, confirmLabel, color = 'red', loading, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="confirm-dialog">
      <Stack gap="lg">
        <Text fz="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="confirm-cancel">
            {t('users.actions.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
