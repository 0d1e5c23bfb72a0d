// /settings/stores/add and /settings/stores/:id/edit: the store form; after saving, a notification and back to the list.
import type { MagasinBody } from '@comptoir/shared';
import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { MagasinForm } from '../components/magasin-form';
import { StoreDevicesCard } from '../components/store-devices-card';
import { useMagasin, useSaveMagasin } from '../hooks/use-magasins';

const LIST = '/settings/stores';

export function StoreFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const editing = params.id !== undefined;
  const store = useMagasin(id);
  const save = useSaveMagasin();

  const onSubmit = async (body: MagasinBody) => {
    const saved = await save.mutateAsync(body);
    notifySuccess({ message: t(editing ? 'stores.form.updated' : 'stores.form.created', { name: saved.intitule }) });
    await navigate(LIST);
  };
  const header = (
    <PageHeader
      title={editing ? t('routes.storeEdit') : t('routes.storeAdd')}
      description={editing && store.data ? store.data.intitule : t('stores.form.description')}
    />
  );

  if (editing && (id === null || store.isError)) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={<IconBuildingStore size={28} />}
            title={t('stores.form.notFoundTitle')}
            description={t('stores.form.notFoundText')}
            action={
              <Button component={Link} to={LIST} variant="default">
                {t('stores.form.backToList')}
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      {editing && !store.data ? (
        <Stack gap="md" data-testid="store-form-loading">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : (
        <MagasinForm
          key={store.data?.id ?? 'new'}
          initial={editing ? store.data : null}
          submitLabel={editing ? t('common.save') : t('stores.form.create')}
          onSubmit={onSubmit}
          onCancel={() => void navigate(LIST)}
        />
      )}
      {editing && store.data && <StoreDevicesCard storeId={store.data.id} />}
    </>
  );
}
