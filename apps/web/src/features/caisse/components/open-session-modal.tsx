// Opens a register's session: the cashier counts the opening fund note by note (or leaves it empty for no fund).
import type { CashRegister } from '@comptoir/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useBillets, useOpenSession } from '../hooks/use-caisse';
import { countedLines, countedTotal, type Quantities } from './billet-count';
import { BilletCounter } from './billet-counter';

interface OpenSessionModalProps {
  register: CashRegister | null;
  currencyTag: string;
  onClose: () => void;
  onOpened: (sessionId: number) => void;
}

export function OpenSessionModal({ register, currencyTag, onClose, onOpened }: OpenSessionModalProps) {
  const { t } = useTranslation();
  const billets = useBillets();
  const open = useOpenSession();
  const [counted, setCounted] = useState<Quantities>({});
  const list = billets.data ?? [];
  const close = () => {
    setCounted({});
    open.reset();
    onClose();
  };
  const submit = () => {
    if (!register) return;
    open.mutate(
      { registerId: register.id, billets: countedLines(counted) },
      {
        onSuccess: (session) => {
          notifySuccess({ message: t('caisse.open.done', { name: register.intitule }) });
          setCounted({});
          onOpened(session.id);
        },
      },
    );
  };
  const empty = countedTotal(list, counted) === 0;
  return (
    <Modal opened={register !== null} onClose={close} title={t('caisse.open.title', { name: register?.intitule ?? '' })} size="lg" centered>
      <Stack>
        <Text fz="sm" c="dimmed">
          {t('caisse.open.text')}
        </Text>
        <BilletCounter billets={list} currencyTag={currencyTag} value={counted} onChange={setCounted} />
        {empty && (
          <Alert color="orange" variant="light">
            {t('caisse.open.noFund')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('caisse.cancel')}
          </Button>
          <Button onClick={submit} loading={open.isPending} data-testid="open-session-submit">
            {t('caisse.open.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
