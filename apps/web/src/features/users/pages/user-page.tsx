// /settings/users/:id: the member's card and actions, sign-in QR code, charts with the activity export, transport companies.
import { Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { roleLabel } from '../../auth/role-label';
import { StaffChartsCard } from '../components/staff-charts-card';
import { StaffNotFound } from '../components/staff-not-found';
import { StaffProfileCard } from '../components/staff-profile-card';
import { StaffQrCard } from '../components/staff-qr-card';
import { StaffTransportCard } from '../components/staff-transport-card';
import { useStaffCommands } from '../hooks/use-staff-commands';
import { useStaffUser } from '../hooks/use-users';
import { canBlockOrDelete, canManage } from '../staff-rules';

export function UserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useStaffUser(id);
  const commands = useStaffCommands({ onDeleted: () => void navigate('/settings/users') });
  const user = query.data;

  if (query.isError || !(id > 0)) return <StaffNotFound />;
  if (!user) return <Skeleton height={360} radius="md" />;

  const manage = canManage(commands.actor, user);
  const blockOrDelete = canBlockOrDelete(commands.actor, user);
  return (
    <>
      <PageHeader
        title={user.name}
        description={roleLabel(t, user.role)}
        actions={
          <Group gap="xs">
            {manage && (
              <Button
                component={Link}
                to={`/settings/users/${user.id}/edit`}
                leftSection={<IconPencil size={16} />}
                data-testid="staff-page-edit"
              >
                {t('users.actions.edit')}
              </Button>
            )}
            {blockOrDelete && (
              <Button
                variant="default"
                leftSection={user.isActive ? <IconLock size={16} /> : <IconLockOpen size={16} />}
                onClick={() => commands.toggleActive(user)}
                loading={commands.busy}
                data-testid={user.isActive ? 'staff-page-block' : 'staff-page-activate'}
              >
                {user.isActive ? t('users.actions.block') : t('users.actions.activate')}
              </Button>
            )}
            {blockOrDelete && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => commands.askDelete(user)}
                data-testid="staff-page-delete"
              >
                {t('users.actions.delete')}
              </Button>
            )}
          </Group>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <StaffProfileCard user={user} canManage={manage} />
            {manage && <StaffQrCard userId={user.id} isActive={user.isActive} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <StaffChartsCard userId={user.id} />
            {commands.actor.tags.includes('gestion_utilisateur') && <StaffTransportCard userId={user.id} canManage={manage} />}
          </Stack>
        </Grid.Col>
      </Grid>
      {commands.dialog}
    </>
  );
}
