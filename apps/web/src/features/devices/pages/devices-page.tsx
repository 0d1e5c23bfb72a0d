// /settings/devices: terminals waiting to be linked (cards with their QR code), then every terminal in the DataTable
// with its store; link or move one to a store, show its QR code, register a new one, delete one.
import type { Device } from '@comptoir/shared';
import { Badge, Button, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconPlus, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmModal } from '../../../components/confirm-modal';
import { RowAction } from '../../../components/row-action';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { DeviceCard } from '../components/device-card';
import { RegisterDeviceModal } from '../components/register-device-modal';
import { useAvailableDevices, useDeleteDevice, useDevices } from '../hooks/use-devices';

export function DevicesPage() {
  const { t, i18n } = useTranslation();
  const devices = useDevices();
  const available = useAvailableDevices();
  const stores = useMagasins();
  const remove = useDeleteDevice();
  const [registering, setRegistering] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Device | null>(null);
  // The card follows the list, so a link made from the card shows at once.
  const shown = devices.data?.find((d) => d.id === shownId) ?? null;

  const columns: DataTableColumn<Device>[] = [
    { key: 'name', title: t('devices.fields.name'), value: (d) => d.name, hideable: false },
    {
      key: 'state',
      title: t('devices.fields.state'),
      value: (d) => (d.magasin ? t('devices.state.linked') : t('devices.state.available')),
      render: (d) => (
        <Badge variant="light" color={d.magasin ? 'teal' : 'orange'} tt="none" style={{ overflow: 'visible' }}>
          {d.magasin ? t('devices.state.linked') : t('devices.state.available')}
        </Badge>
      ),
      filterable: true,
    },
    { key: 'store', title: t('devices.fields.store'), value: (d) => d.magasin?.intitule ?? '', filterable: true },
    {
      key: 'lastSeenAt',
      title: t('devices.fields.lastSeenAt'),
      value: (d) => d.lastSeenAt,
      render: (d) => (d.lastSeenAt ? formatDate(d.lastSeenAt, i18n.language) : t('devices.fields.never')),
      numeric: true,
    },
    {
      key: 'created_at',
      title: t('devices.fields.createdAt'),
      value: (d) => d.created_at,
      render: (d) => formatDate(d.created_at, i18n.language),
      numeric: true,
      defaultHidden: true,
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    const device = toDelete;
    remove.mutate(device.id, {
      onSuccess: () => {
        setToDelete(null);
        notifySuccess({ message: t('devices.deleted', { name: device.name }) });
      },
    });
  };

  const waiting = available.data ?? [];

  return (
    <>
      <PageHeader
        title={t('routes.devices')}
        description={t('devices.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setRegistering(true)} data-testid="devices-register">
            {t('devices.register.open')}
          </Button>
        }
      />
      <Stack gap="xl">
        {waiting.length > 0 && (
          <section data-testid="available-devices">
            <Title order={2} fz="lg" mb={4}>
              {t('devices.available.title')}
            </Title>
            <Text fz="sm" c="dimmed" mb="md">
              {t('devices.available.text')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {waiting.map((d) => (
                <DeviceCard key={d.id} device={d} stores={stores.data} />
              ))}
            </SimpleGrid>
          </section>
        )}
        <section>
          <Title order={2} fz="lg" mb="md">
            {t('devices.all')}
          </Title>
          <DataTable<Device>
            tableId="devices"
            testId="devices-table"
            columns={columns}
            rows={devices.data ?? []}
            rowKey={(d) => d.id}
            loading={devices.isLoading}
            exportName={t('routes.devices')}
            onRowClick={(d) => setShownId(d.id)}
            rowActions={(d) => (
              <>
                <RowAction
                  label={t('devices.showCard')}
                  icon={<IconQrcode size={18} />}
                  onClick={() => setShownId(d.id)}
                  testId="device-show"
                />
                <RowAction
                  label={t('stores.list.delete')}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => setToDelete(d)}
                  testId="device-delete"
                />
              </>
            )}
            emptyState={
              <EmptyState
                icon={<IconDeviceDesktop size={28} />}
                title={t('devices.emptyTitle')}
                description={t('devices.emptyText')}
                action={
                  <Button leftSection={<IconPlus size={16} />} onClick={() => setRegistering(true)}>
                    {t('devices.register.open')}
                  </Button>
                }
              />
            }
          />
        </section>
      </Stack>
      <Modal opened={shown !== null} onClose={() => setShownId(null)} title={t('devices.cardTitle')} centered>
        {shown && <DeviceCard device={shown} stores={stores.data} />}
      </Modal>
      <RegisterDeviceModal
        opened={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(d) => {
          setRegistering(false);
          setShownId(d.id);
          notifySuccess({ message: t('devices.register.done', { name: d.name }) });
        }}
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('devices.deleteTitle')}
        message={t('devices.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('stores.list.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
