// A manager closes a forgotten clock-out: when the collaborator left (local date and time) and why (audited).
import type { PunchCard } from '@comptoir/shared';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCloseCard } from '../api/use-rh';

/** A datetime-local value (the browser's local time) of an ISO instant. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function CloseCardModal({ card, onClose }: { card: PunchCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const close = useCloseCard();
  const [endAt, setEndAt] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const opened = card !== null;

  const submit = () => {
    if (!card) return;
    const problems: Record<string, string> = {};
    if (!endAt) problems.endAt = t('validation.required');
    if (reason.trim().length < 3) problems.reason = t('validation.required');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    close.mutate(
      { id: card.id, endAt: new Date(endAt).toISOString(), reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess({ message: t('rh.cards.closed', { name: card.collaboratorName }) });
          setEndAt('');
          setReason('');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.errors.length) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('rh.cards.closeTitle')} data-testid="close-card-modal">
      {card && (
        <Stack gap="sm">
          <Text fz="sm">{t('rh.cards.closeText', { name: card.collaboratorName, start: f.dateTime(card.startAt) })}</Text>
          <TextInput
            type="datetime-local"
            withAsterisk
            label={t('rh.cards.endAt')}
            value={endAt}
            min={localInput(card.startAt)}
            max={localInput(new Date().toISOString())}
            onChange={(e) => setEndAt(e.currentTarget.value)}
            error={errors.endAt}
            data-testid="close-card-endAt"
          />
          <Textarea
            withAsterisk
            label={t('rh.cards.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            autosize
            minRows={2}
            data-testid="close-card-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={close.isPending} data-testid="close-card-submit">
              {t('rh.cards.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
