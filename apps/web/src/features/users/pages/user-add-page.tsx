// /settings/users/add: a new staff account; back to the list once created.
import type { StaffCreateBody } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { StaffForm } from '../components/staff-form';
import { useCreateUser } from '../hooks/use-user-mutations';

export function UserAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <PageHeader title={t('routes.userAdd')} description={t('users.form.addDescription')} />
      <StaffForm
        onSubmit={async (body) => {
          // Without `initial` the form sends every field of POST /Users.
          const user = await create.mutateAsync(body as StaffCreateBody);
          notifySuccess({ message: t('users.notify.created', { name: user.name }) });
          await navigate('/settings/users');
        }}
        onCancel={() => void navigate('/settings/users')}
      />
    </>
  );
}
