// A confirmation dialog for a destructive or important action.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  loading,
  onConfirm,
  onClose,
  testId,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={testId}>
      <Stack gap="lg">
        <Text fz="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-testid="confirm-cancel">
            {t('stores.form.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-autofocus data-testid="confirm-ok">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
