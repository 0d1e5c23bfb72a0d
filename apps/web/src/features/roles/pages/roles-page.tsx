// /settings/config/roles (gestion_admins): which role may use which functionality, for this company.
import type { RoleRef } from '@comptoir/shared';
import { Alert, Button, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { roleLabel } from '../../auth/role-label';
import { functionalityLabel } from '../components/functionality-label';
import { GrantsGrid } from '../components/grants-grid';
import { useGrantsGrid, useSetGrant } from '../hooks/use-grants';

/** Functionalities that give power over the whole company: granting one asks first. */
export const ADMIN_LEVEL_TAGS: readonly string[] = ['gestion_admins', 'gestion_des_abonnements'];

interface Change {
  role: RoleRef;
  functionalityId: number;
  granted: boolean;
}

export function RolesPage() {
  const { t } = useTranslation();
  const grid = useGrantsGrid();
  const { setGrant, apply } = useSetGrant();
  const [filter, setFilter] = useState('');
  const [asking, setAsking] = useState<Change | null>(null);
  const funcOf = (id: number) => grid.data?.functionalities.find((f) => f.id === id);

  const commit = ({ role, functionalityId, granted }: Change) => {
    const func = funcOf(functionalityId);
    setGrant(
      { roleId: role.id, functionalityId, granted },
      {
        onSuccess: () =>
          notifySuccess({
            id: `grant-${role.id}-${functionalityId}`,
            message: t(granted ? 'rolesAdmin.notify.granted' : 'rolesAdmin.notify.revoked', {
              functionality: func ? functionalityLabel(t, func) : '',
              role: roleLabel(t, role),
            }),
          }),
      },
    );
  };

  const change = (role: RoleRef, functionalityId: number, granted: boolean) => {
    const func = funcOf(functionalityId);
    if (granted && func && ADMIN_LEVEL_TAGS.includes(func.tag)) setAsking({ role, functionalityId, granted });
    else commit({ role, functionalityId, granted });
  };

  return (
    <>
      <PageHeader title={t('routes.roles')} description={t('rolesAdmin.description')} />
      <Alert variant="light" icon={<IconInfoCircle size={18} />} mb="md">
        {t('rolesAdmin.effect')}
      </Alert>
      <Group justify="space-between" mb="sm" gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('rolesAdmin.search')}
          aria-label={t('rolesAdmin.search')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="grants-search"
        />
        {grid.data && (
          <Text fz="sm" c="dimmed" visibleFrom="sm">
            {t('rolesAdmin.count', { count: grid.data.functionalities.length })}
          </Text>
        )}
      </Group>
      {grid.data ? (
        <GrantsGrid grid={apply(grid.data)} filter={filter} onChange={change} />
      ) : grid.isError ? (
        <Alert color="red" variant="light" data-testid="grants-error">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t('rolesAdmin.loadError')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void grid.refetch()}>
              {t('rolesAdmin.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Skeleton height={420} radius="md" />
      )}
      <ConfirmModal
        opened={asking !== null}
        title={t('rolesAdmin.confirmAdmin.title')}
        message={
          asking
            ? t('rolesAdmin.confirmAdmin.message', {
                functionality: functionalityLabel(t, funcOf(asking.functionalityId) ?? { tag: '' }),
                role: roleLabel(t, asking.role),
              })
            : ''
        }
        confirmLabel={t('rolesAdmin.confirmAdmin.confirm')}
        color="orange"
        onConfirm={() => {
          if (asking) commit(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
        testId="grant-admin-confirm"
      />
    </>
  );
}
