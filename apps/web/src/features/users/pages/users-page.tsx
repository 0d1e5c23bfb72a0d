// /settings/users: the company's staff, with the trash for those who can manage staff.
import { DEFAULT_LIST_LIMIT } from '@comptoir/shared';
import { Button } from '@mantine/core';
import { IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListTabs } from '../../../components/list-tabs';
import { PageHeader } from '../../../components/page-header';
import { useTrashedUsers, useUsersPage } from '../hooks/use-users';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { UsersTable } from '../components/users-table';
import { UsersTrashTable } from '../components/users-trash-table';

export function UsersPage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_utilisateur']);
  const [params, setParams] = useSearchParams();
  const view = canWrite && params.get('view') === 'trash' ? 'trash' : 'active';
  // The tabs' counts: the same first page the list asks for (cached), and the trash.
  const active = useUsersPage({ page: 1, limit: DEFAULT_LIST_LIMIT });
  const trashed = useTrashedUsers(canWrite);

  return (
    <>
      <PageHeader
        title={t('routes.users')}
        description={view === 'trash' ? t('users.trash.description') : t('users.list.description')}
        actions={
          canWrite && (
            <Button component={Link} to="/settings/users/add" leftSection={<IconUserPlus size={18} />} data-testid="staff-new">
              {t('users.actions.new')}
            </Button>
          )
        }
      />
      {canWrite ? (
        <ListTabs
          value={view}
          onChange={(v) => setParams(v === 'trash' ? { view: 'trash' } : {}, { replace: true })}
          label={t('users.list.viewLabel')}
          tabs={[
            {
              value: 'active',
              label: t('users.list.tabActive'),
              icon: <IconUsers size={16} />,
              count: active.data?.total,
              testId: 'staff-tab-active',
            },
            {
              value: 'trash',
              label: t('users.list.tabTrash'),
              icon: <IconTrash size={16} />,
              count: trashed.data?.length,
              testId: 'staff-tab-trash',
            },
          ]}
        >
          {view === 'trash' ? <UsersTrashTable /> : <UsersTable canCreate={canWrite} />}
        </ListTabs>
      ) : (
        <UsersTable canCreate={false} />
      )}
    </>
  );
}
