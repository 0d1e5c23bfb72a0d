// The client's own sign-in account on the client's page (issue 31): shown when there is one, else given by whoever
// manages users — the e-mail (the client's by default) and the initial password the client signs in with, as a
// staff member's access code is set. The server answers the client's account, or why it cannot (e-mail taken, twice).
import type { ClientAccount } from '@comptoir/shared';
import { Badge, Button, Card, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { api } from '../../../lib/api-client';
import { emailAddress } from '../../../lib/form-rules';
import { notifySuccess } from '../../../lib/notify';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { clientsKeys } from '../api/keys';

const schema = z.object({
  email: emailAddress(),
  password: z.string().min(6, { error: 'validation.minLength' }).max(60),
});
type Values = z.infer<typeof schema>;

function AccountForm({ clientId, email, onDone }: { clientId: number; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (v: Values) => api.post<ClientAccount>(`/Client/${clientId}/account`, { email: v.email.trim(), password: v.password }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...clientsKeys.detail(clientId), 'account'], answer);
      void queryClient.invalidateQueries({ queryKey: clientsKeys.detail(clientId) });
    },
  });
  const { form, formProps, submitting } = useAppForm<Values>({
    initialValues: { email, password: '' },
    schema,
    serverFields: ['email', 'password'],
    guard: false,
    onSubmit: async (v) => {
      await create.mutateAsync(v);
      notifySuccess({ message: t('clients.account.created') });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack>
        <Text fz="sm" c="dimmed">
          {t('clients.account.help')}
        </Text>
        <TextInput
          label={t('clients.fields.email')}
          required
          dir="ltr"
          data-testid="client-account-email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('clients.account.password')}
          description={t('clients.account.passwordHelp')}
          required
          data-testid="client-account-password"
          {...form.getInputProps('password')}
        />
        <FormActions submitting={submitting} submitLabel={t('clients.account.create')} onCancel={onDone} testId="client-account" />
      </Stack>
    </form>
  );
}

export function ClientAccountCard({ clientId, email }: { clientId: number; email: string | null }) {
  const { t } = useTranslation();
  const canGive = useHasAnyTag(['gestion_utilisateur']);
  const [open, setOpen] = useState(false);
  const account = useQuery({
    queryKey: [...clientsKeys.detail(clientId), 'account'],
    queryFn: () => api.get<ClientAccount>(`/Client/${clientId}/account`, { withoutLoader: true }),
  });
  const a = account.data?.account;
  return (
    <Card data-testid="client-account">
      <Title order={2} fz="md" mb="sm">
        {t('clients.account.title')}
      </Title>
      {a ? (
        <Group gap="xs">
          <Text fz="sm" dir="ltr" data-testid="client-account-login">
            {a.email}
          </Text>
          <Badge variant="light" color={a.isActive ? 'teal' : 'gray'}>
            {a.isActive ? t('clients.status.active') : t('clients.status.blocked')}
          </Badge>
        </Group>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text fz="sm" c="dimmed">
            {t('clients.account.none')}
          </Text>
          {canGive && account.isSuccess && (
            <Button size="xs" leftSection={<IconUserPlus size={16} />} onClick={() => setOpen(true)} data-testid="client-account-open">
              {t('clients.account.give')}
            </Button>
          )}
        </Stack>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('clients.account.give')}>
        {open && <AccountForm clientId={clientId} email={email ?? ''} onDone={() => setOpen(false)} />}
      </Modal>
    </Card>
  );
}
