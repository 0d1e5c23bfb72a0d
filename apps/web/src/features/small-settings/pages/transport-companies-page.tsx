// /settings/transport-company (product-spec §2, api-spec 7.11): the company's transport companies, their trash and restore.
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { TransportForm } from '../components/named-forms';
import { NamedList } from '../components/named-list';

export function TransportCompaniesPage() {
  const { t } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_delivery', 'gestion_admins']);
  return (
    <>
      <PageHeader title={t('routes.transportCompanies')} description={t('smallSettings.transport.description')} />
      <NamedList
        kind="transport"
        columns={[
          {
            key: 'tel',
            title: t('smallSettings.fields.tel'),
            value: (r) => r.tel ?? '',
            render: (r) => <span dir="ltr">{r.tel ?? '—'}</span>,
            sortable: false,
          },
        ]}
        canWrite={canWrite}
        form={(row, done) => <TransportForm editing={row} onDone={done} />}
        empty={{
          icon: <IconTruckDelivery size={28} />,
          title: t('smallSettings.transport.empty'),
          text: t('smallSettings.transport.emptyText'),
        }}
      />
    </>
  );
}
