// Step 4, accounts-creation: staff accounts collected with the shared staff form, listed with remove; at least one
// cashier (product-spec §5) or the inline 'cashier role is missing' alert. Saving happens when going on.
import { Alert, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { StaffForm, type StaffFormBody } from '../../../users/components/staff-form';
import { useRoles } from '../../../users/hooks/use-roles';
import type { SaveState } from '../../hooks/use-setup-wizard';
import type { SavePhase } from '../../setup-save';
import { hasCashier, type DraftAccount } from '../../setup-steps';
import { AccountList } from '../account-list';
import { SaveStatus } from '../save-status';

interface AccountsStepProps {
  accounts: readonly DraftAccount[];
  store: { id: number; intitule: string };
  save: SaveState;
  /** Next was refused for want of a cashier: the alert turns red. */
  cashierRefused: boolean;
  onAdd: (body: StaffFormBody, roleTag: string | null) => void;
  onRemove: (localId: string) => void;
  onFix: (phase: SavePhase) => void;
}

export function AccountsStep({ accounts, store, save, cashierRefused, onAdd, onRemove, onFix }: AccountsStepProps) {
  const { t } = useTranslation();
  const roles = useRoles().data ?? [];
  const missing = !hasCashier(accounts);

  const add = (body: StaffFormBody) => {
    const email = (body.email ?? '').toLowerCase();
    if (accounts.some((a) => (a.body.email ?? '').toLowerCase() === email)) {
      // Shown under the e-mail field, as the server's 422 would be.
      return Promise.reject(
        new ApiError({
          status: 422,
          code: 'VALIDATION',
          message: '',
          errors: [{ field: 'email', message: t('setup.accounts.duplicateEmail') }],
        }),
      );
    }
    const roleTag = roles.find((r) => r.id === body.roleId?.[0])?.tag ?? null;
    onAdd(body, roleTag);
    notifySuccess({ message: t('setup.accounts.added', { name: body.name }) });
    return Promise.resolve();
  };

  return (
    <Stack gap="lg" data-testid="setup-step-accounts-creation">
      <SaveStatus
        save={save}
        accountsDone={accounts.filter((a) => a.createdId !== null).length}
        accountsTotal={accounts.length}
        onFix={onFix}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card>
            <Group gap="sm" mb="md">
              <IconUserPlus size={20} />
              <Title order={3} fz="md">
                {t('setup.accounts.formTitle')}
              </Title>
            </Group>
            <StaffForm compact magasins={[store]} submitLabel={t('setup.accounts.add')} onSubmit={add} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card>
            <Group justify="space-between" mb="md">
              <Title order={3} fz="md">
                {t('setup.accounts.team')}
              </Title>
              <Badge variant="light" className="app-number">
                {accounts.length}
              </Badge>
            </Group>
            <Stack gap="md">
              {missing && (
                <Alert
                  color={cashierRefused ? 'red' : 'orange'}
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  title={t('setup.accounts.cashierMissing')}
                  role="alert"
                  data-testid="setup-cashier-missing"
                >
                  {t('setup.accounts.cashierMissingText')}
                </Alert>
              )}
              <AccountList accounts={accounts} roles={roles} failedAccount={save.failedAccount} onRemove={onRemove} />
              <Text fz="xs" c="dimmed">
                {t('setup.accounts.storeHint', { store: store.intitule })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
