// /settings/users/:id/edit: the staff form filled with the member; only what changed is sent.
import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { StaffForm } from '../components/staff-form';
import { StaffNotFound } from '../components/staff-not-found';
import { useStaffActor } from '../hooks/use-staff-commands';
import { useUpdateUser } from '../hooks/use-user-mutations';
import { useStaffUser } from '../hooks/use-users';
import { canManage } from '../staff-rules';

export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const user = useStaffUser(id);
  const update = useUpdateUser(id);
  const actor = useStaffActor();

  if (user.isError || !(id > 0)) return <StaffNotFound />;
  return (
    <>
      <PageHeader
        title={user.data ? t('users.form.editTitle', { name: user.data.name }) : t('routes.userEdit')}
        description={t('users.form.editDescription')}
      />
      {user.data && !canManage(actor, user.data) ? (
        <Alert color="orange" variant="light" data-testid="staff-edit-forbidden">
          {t('users.form.cannotEdit')}
        </Alert>
      ) : user.data ? (
        <StaffForm
          key={user.data.id}
          initial={user.data}
          onSubmit={async (body) => {
            if (Object.keys(body).length === 0) return;
            const saved = await update.mutateAsync(body);
            notifySuccess({ message: t('users.notify.saved', { name: saved.name }) });
            await navigate(`/settings/users/${saved.id}`);
          }}
          onCancel={() => void navigate(`/settings/users/${id}`)}
        />
      ) : (
        <Skeleton height={420} radius="md" />
      )}
    </>
  );
}
