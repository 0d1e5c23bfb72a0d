// /loyalty/clients/add: a new client (patient in the clinic variant); the promo code the company gives is shown once.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { ClientForm } from '../components/client-form';
import { useSaveClient } from '../hooks/use-clients';

export function ClientAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveClient();
  return (
    <>
      <PageHeader title={t('routes.clientAdd')} description={t('clients.form.addDescription')} />
      <ClientForm
        onSubmit={async (body) => {
          const saved = await save.mutateAsync(body);
          notifySuccess({
            message: saved.promoCode
              ? t('clients.notify.createdWithCode', { name: saved.client.name, code: saved.promoCode })
              : t('clients.notify.created', { name: saved.client.name }),
            autoClose: saved.promoCode ? 15_000 : undefined,
          });
          await navigate('/loyalty/clients');
        }}
        onCancel={() => void navigate('/loyalty/clients')}
      />
    </>
  );
}
