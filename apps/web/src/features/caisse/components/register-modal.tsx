// Adds a register to the store (managers: gestion_magasin); names are unique in the store.
import { Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { requiredText } from '../../../lib/form-rules';
import { notifySuccess } from '../../../lib/notify';
import { caisseApi } from '../api/caisse-api';
import { caisseKeys } from '../api/keys';

const schema = z.object({ intitule: requiredText(1, 120) });

function RegisterForm({ storeId, onDone }: { storeId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, formProps, submitting } = useAppForm({
    initialValues: { intitule: '' },
    schema,
    serverFields: ['intitule'],
    guard: false,
    onSubmit: async (v) => {
      const r = await caisseApi.saveRegister({ magasinId: storeId, intitule: v.intitule.trim() });
      notifySuccess({ message: t('caisse.register.done', { name: r.intitule }) });
      await queryClient.invalidateQueries({ queryKey: caisseKeys.registers(storeId) });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack>
        <TextInput
          label={t('caisse.register.name')}
          description={t('caisse.register.hint')}
          withAsterisk
          maxLength={120}
          data-autofocus
          data-testid="register-name"
          {...form.getInputProps('intitule')}
        />
        <FormActions submitting={submitting} submitLabel={t('caisse.register.save')} testId="caisse-register" />
      </Stack>
    </form>
  );
}

export function RegisterModal({ storeId, opened, onClose }: { storeId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('caisse.register.title')} centered>
      <RegisterForm storeId={storeId} onDone={onClose} />
    </Modal>
  );
}
