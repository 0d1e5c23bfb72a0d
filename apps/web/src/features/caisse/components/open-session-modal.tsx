// Opens a register's session: the cashier counts the opening fund note by note (or leaves it empty for no fund).
import type { CashRegister } from '@comptoir/shared';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
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

const schema = z.object({ counted: z.record(z.string(), z.number().int().min(0)) });

function OpenForm({ register, currencyTag, onClose, onOpened }: OpenSessionModalProps & { register: CashRegister }) {
  const { t } = useTranslation();
  const billets = useBillets();
  const open = useOpenSession();
  const list = billets.data ?? [];
  const { form, formProps, submitting } = useAppForm<{ counted: Quantities }>({
    initialValues: { counted: {} },
    schema,
    guard: false,
    onSubmit: async (v) => {
      const session = await open.mutateAsync({ registerId: register.id, billets: countedLines(v.counted) });
      notifySuccess({ message: t('caisse.open.done', { name: register.intitule }) });
      onOpened(session.id);
    },
  });
  const empty = countedTotal(list, form.values.counted) === 0;
  return (
    <form {...formProps}>
      <Stack>
        <Text fz="sm" c="dimmed">
          {t('caisse.open.text')}
        </Text>
        <BilletCounter
          billets={list}
          currencyTag={currencyTag}
          value={form.values.counted}
          onChange={(q) => form.setFieldValue('counted', q)}
        />
        {empty && (
          <Alert color="orange" variant="light">
            {t('caisse.open.noFund')}
          </Alert>
        )}
        <FormActions
          submitting={submitting}
          submitLabel={t('caisse.open.submit')}
          onCancel={onClose}
          cancelLabel={t('caisse.cancel')}
          testId="open-session"
        />
      </Stack>
    </form>
  );
}

export function OpenSessionModal(props: OpenSessionModalProps) {
  const { t } = useTranslation();
  const { register, onClose } = props;
  return (
    <Modal
      opened={register !== null}
      onClose={onClose}
      title={t('caisse.open.title', { name: register?.intitule ?? '' })}
      size="lg"
      centered
    >
      {register && <OpenForm {...props} register={register} />}
    </Modal>
  );
}
