// /settings/users: the company's staff, with the trash for those who can manage staff.
import { Button, SegmentedControl } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { UsersTable } from '../components/users-table';
import { UsersTrashTable } from '../components/users-trash-table';

export function UsersPage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_utilisateur']);
  const [params, setParams] = useSearchParams();
  const view = canWrite && params.get('view') === 'trash' ? 'trash' : 'active';

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
      {canWrite && (
        <SegmentedControl
          mb="md"
          value={view}
          onChange={(v) => setParams(v === 'trash' ? { view: 'trash' } : {}, { replace: true })}
          data={[
            { value: 'active', label: t('users.list.tabActive') },
            { value: 'trash', label: t('users.list.tabTrash') },
          ]}
          data-testid="staff-view-switch"
        />
      )}
      {view === 'trash' ? <UsersTrashTable /> : <UsersTable canCreate={canWrite} />}
    </>
  );
}
