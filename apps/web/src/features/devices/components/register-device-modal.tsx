// Registers a terminal by name (POST /Device); the new terminal's card (QR code to scan) opens right after.
import { deviceBody, type DeviceDetail } from '@comptoir/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, zodResolver } from '../../../lib/form';
import { useRegisterDevice } from '../hooks/use-devices';

const schema = z.object({
  name: z.string().trim().min(1, 'validation.required').min(2, 'validation.minLength').max(120, 'stores.validation.maxLength'),
});

interface RegisterDeviceModalProps {
  opened: boolean;
  onClose: () => void;
  onRegistered: (device: DeviceDetail) => void;
}

export function RegisterDeviceModal({ opened, onClose, onRegistered }: RegisterDeviceModalProps) {
  const { t } = useTranslation();
  const register = useRegisterDevice();
  const form = useForm({ initialValues: { name: '' }, validate: zodResolver(schema) });

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((v) => {
    register.mutate(deviceBody.parse({ name: v.name }), {
      onSuccess: (device) => {
        form.reset();
        onRegistered(device);
      },
      onError: (error) => applyServerErrors(form, error, ['name']),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('devices.register.title')} centered>
      <form onSubmit={submit} noValidate data-testid="register-device-form">
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            label={t('devices.register.name')}
            description={t('devices.register.nameHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            data-autofocus
            data-testid="device-name-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('stores.form.cancel')}
            </Button>
            <Button type="submit" loading={register.isPending} data-testid="device-register-submit">
              {t('devices.register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
