// /settings/canals/details-cannel/{id}/{magasinId} (product-spec §2): what a channel shows in one store — its root
// categories (switch one off to hide it and everything in it) and the prices it sells, each of which can be hidden.
import { Alert, Button, Group, Select, Skeleton } from '@mantine/core';
import { IconArrowLeft, IconCategory, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListTabs } from '../../../components/list-tabs';
import { PageHeader } from '../../../components/page-header';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { ChannelCategories } from '../components/channel-categories';
import { ChannelProducts } from '../components/channel-products';
import { useChannelExceptions, useChannelProducts, useChannelRootCategories, useChannels } from '../hooks/use-channels';
import { CANALS_PATH, detailsPath, useChannelName } from './canals-page';

export function CanalDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const magasinId = Number(params.magasinId);
  const currency = useAuthUser()?.entreprise.currencyTag ?? 'MAD';
  const channels = useChannels();
  const stores = useMagasins();
  const name = useChannelName();
  const exceptions = useChannelExceptions(id, magasinId);
  const roots = useChannelRootCategories(id, magasinId, currency);
  const products = useChannelProducts(id, magasinId, currency);
  const [tab, setTab] = useState('categories');
  const channel = channels.data?.find((c) => c.id === id);
  const back = (
    <Button
      component={Link}
      to={CANALS_PATH}
      variant="default"
      leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
    >
      {t('catalogueSettings.channels.back')}
    </Button>
  );
  if (exceptions.isError || (channels.data && !channel)) {
    return (
      <>
        <PageHeader title={t('routes.canalDetails')} actions={back} />
        <Alert color="red" data-testid="channel-not-found">
          {t('catalogueSettings.channels.notFound')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={channel ? name(channel) : <Skeleton h={28} w={200} />}
        description={t('catalogueSettings.channels.detailsDescription')}
        actions={
          <Group gap="sm">
            <Select
              aria-label={t('catalogueSettings.channels.store')}
              data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
              value={String(magasinId)}
              onChange={(v) => v && void navigate(detailsPath(id, Number(v)), { replace: true })}
              allowDeselect={false}
              w={220}
              data-testid="channel-details-store"
            />
            {back}
          </Group>
        }
      />
      <ListTabs
        value={tab}
        onChange={setTab}
        label={t('routes.canalDetails')}
        tabs={[
          {
            value: 'categories',
            label: t('catalogueSettings.channels.categories'),
            icon: <IconCategory size={16} />,
            count: roots.data?.total,
            testId: 'channel-tab-categories',
          },
          {
            value: 'products',
            label: t('catalogueSettings.channels.products'),
            icon: <IconTags size={16} />,
            count: products.data?.length,
            testId: 'channel-tab-products',
          },
        ]}
      >
        {tab === 'categories' ? (
          <ChannelCategories exceptions={exceptions.data} />
        ) : (
          <ChannelProducts channelId={id} magasinId={magasinId} exceptions={exceptions.data} defaultCurrency={currency} />
        )}
      </ListTabs>
    </>
  );
}
