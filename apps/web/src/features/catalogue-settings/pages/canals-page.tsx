// /settings/canals (product-spec §2): the sales channels (the four defaults are made on the first visit), with a
// store to open a channel's details in, adding one, and deleting one.
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconListDetails, IconPlus, IconRoute } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useMagasins } from '../../stores/hooks/use-magasins';
import type { Channel } from '../api/settings-api';
import { DeleteConfirm, EditDeleteActions } from '../components/row-delete';
import { useChannels, useRemoveChannel } from '../hooks/use-channels';

export const CANALS_PATH = '/settings/canals';
export const detailsPath = (id: number, magasinId: number) => `${CANALS_PATH}/details-cannel/${id}/${magasinId}`;

/** A default channel's name in the user's language; a channel of the merchant's keeps its own. */
export function useChannelName() {
  const { t, i18n } = useTranslation();
  return (c: Channel) =>
    i18n.exists(`catalogueSettings.channels.defaults.${c.tag}`) ? t(`catalogueSettings.channels.defaults.${c.tag}`) : c.label;
}

export function CanalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channels = useChannels();
  const stores = useMagasins();
  const remove = useRemoveChannel();
  const name = useChannelName();
  const [store, setStore] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Channel | null>(null);
  useEffect(() => {
    if (store === null && stores.data?.length) setStore(String(stores.data[0]!.id));
  }, [store, stores.data]);

  const columns: DataTableColumn<Channel>[] = [
    {
      key: 'label',
      title: t('catalogueSettings.channels.name'),
      value: (c) => name(c),
      hideable: false,
      render: (c) => (
        <Text fz="sm" fw={600} data-testid="channel-row-label">
          {name(c)}
        </Text>
      ),
    },
    { key: 'tag', title: t('catalogueSettings.channels.tag'), value: (c) => c.tag, render: (c) => <span dir="ltr">{c.tag}</span> },
    {
      key: 'isActive',
      title: t('catalogueSettings.channels.status'),
      value: (c) => (c.isActive ? t('catalogueSettings.channels.active') : t('catalogueSettings.channels.inactive')),
      render: (c) => (
        <Badge variant="light" color={c.isActive ? 'teal' : 'gray'}>
          {c.isActive ? t('catalogueSettings.channels.active') : t('catalogueSettings.channels.inactive')}
        </Badge>
      ),
      filterable: true,
    },
  ];
  const open = (c: Channel) => store && void navigate(detailsPath(c.id, Number(store)));

  return (
    <>
      <PageHeader
        title={t('routes.canals')}
        description={t('catalogueSettings.channels.description')}
        actions={
          <Button component={Link} to={`${CANALS_PATH}/add-canals`} leftSection={<IconPlus size={18} />} data-testid="channel-new">
            {t('routes.canalAdd')}
          </Button>
        }
      />
      <DataTable<Channel>
        tableId="catalogue-channels"
        testId="channels-table"
        columns={columns}
        rows={channels.data ?? []}
        rowKey={(c) => c.id}
        loading={channels.isLoading}
        onRowClick={open}
        toolbar={
          <Group gap="xs">
            <Select
              aria-label={t('catalogueSettings.channels.store')}
              placeholder={t('catalogueSettings.channels.store')}
              data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
              value={store}
              onChange={setStore}
              allowDeselect={false}
              style={{ minWidth: 200 }}
              data-testid="channel-store"
            />
          </Group>
        }
        emptyState={
          <EmptyState
            icon={<IconRoute size={28} />}
            title={t('catalogueSettings.channels.empty')}
            description={t('catalogueSettings.channels.emptyText')}
          />
        }
        rowActions={(c) => (
          <EditDeleteActions
            onOpen={() => open(c)}
            onDelete={() => setToDelete(c)}
            testId="channel"
            openLabel={t('catalogueSettings.channels.details')}
            openIcon={<IconListDetails size={18} />}
            openTestId="details"
          />
        )}
      />
      <DeleteConfirm
        row={toDelete}
        name={name}
        messages="catalogueSettings.channels"
        remove={remove}
        onClose={() => setToDelete(null)}
        testId="channel-delete-confirm"
      />
    </>
  );
}
