import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the action's button is red. */
export function ConfirmModal({ opened, title, message, confirmLabel, loading, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text fz="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('entreprise.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
