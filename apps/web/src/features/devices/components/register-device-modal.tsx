// Registers a terminal by name (POST /Device); the new terminal's card (QR code to scan) opens right after.
import { deviceBody, type DeviceDetail } from '@comptoir/shared';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
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
  const { form, formProps, submitting } = useAppForm({
    initialValues: { name: '' },
    schema,
    serverFields: ['name'],
    guard: false,
    afterSave: 'reset',
    onSubmit: async (v) => onRegistered(await register.mutateAsync(deviceBody.parse({ name: v.name }))),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('devices.register.title')} centered>
      <form {...formProps} data-testid="register-device-form">
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
          <FormActions
            submitting={submitting}
            submitLabel={t('devices.register.submit')}
            onCancel={close}
            cancelLabel={t('stores.form.cancel')}
            testId="device-register"
          />
        </Stack>
      </form>
    </Modal>
  );
}
