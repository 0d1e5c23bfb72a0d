// Adds a register to the store (managers: gestion_magasin); names are unique in the store.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { caisseApi } from '../api/caisse-api';
import { caisseKeys } from '../api/keys';

export function RegisterModal({ storeId, opened, onClose }: { storeId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => caisseApi.saveRegister({ magasinId: storeId, intitule: name.trim() }),
    onSuccess: async (r) => {
      notifySuccess({ message: t('caisse.register.done', { name: r.intitule }) });
      setName('');
      onClose();
      await queryClient.invalidateQueries({ queryKey: caisseKeys.registers(storeId) });
    },
  });
  const error = save.error instanceof ApiError ? save.error.errors.find((e) => e.field === 'intitule')?.message : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={t('caisse.register.title')} centered>
      <Stack>
        <TextInput
          label={t('caisse.register.name')}
          description={t('caisse.register.hint')}
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && save.mutate()}
          error={error}
          maxLength={120}
          data-testid="register-name"
        />
        <Group justify="flex-end">
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="register-save">
            {t('caisse.register.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
