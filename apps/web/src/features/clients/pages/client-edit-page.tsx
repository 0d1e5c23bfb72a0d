// /loyalty/clients/:id/edit: the client form filled with the client (GET /Client/{id}/edit).
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ClientForm } from '../components/client-form';
import { useClientEditData, useSaveClient } from '../hooks/use-clients';

export function ClientEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const data = useClientEditData(Number.isInteger(id) ? id : 0);
  const save = useSaveClient();
  return (
    <>
      <PageHeader title={t('routes.clientEdit')} description={data.data?.client.name} />
      {data.isLoading && <Loader />}
      {data.isError && (
        <Alert color="orange" title={t('clients.form.notFoundTitle')} data-testid="client-not-found">
          {t('clients.form.notFoundText')}
        </Alert>
      )}
      {data.data && (
        <ClientForm
          key={data.data.client.updated_at}
          initial={data.data.client}
          onSubmit={async (body) => {
            const saved = await save.mutateAsync(body);
            notifySuccess({ message: t('clients.notify.updated', { name: saved.client.name }) });
            await navigate('/loyalty/clients');
          }}
          onCancel={() => void navigate('/loyalty/clients')}
        />
      )}
    </>
  );
}
