// Subscribes a client in the back office: the client (searched by name or phone), the plan, the store, the first day.
// The first period's order is written with it (unpaid while the plan costs something).
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { clientsApi } from '../../clients/api/clients-api';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { usePlans, useSubscribe } from '../api/use-membership';

export function SubscribeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [clientId, setClientId] = useState<string | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [startAt, setStartAt] = useState('');
  const [autoRenew, setAutoRenew] = useState(true);
  const { storeId, stores, setStoreId } = useSelectedStore();
  const plans = usePlans(opened);
  const subscribe = useSubscribe();
  const clients = useQuery({
    queryKey: ['membership', 'client-search', keyword],
    queryFn: () => clientsApi.select(keyword),
    enabled: opened && keyword.length >= 3,
  });
  const submit = async () => {
    if (!clientId || !planId || storeId === null) return;
    const r = await subscribe.mutateAsync({
      clientId: Number(clientId),
      planId: Number(planId),
      magasinId: storeId,
      autoRenew,
      ...(/^\d{4}-\d{2}-\d{2}$/.test(startAt) ? { startAt } : {}),
    });
    notifySuccess({ message: t('membership.subscribed', { client: r.clientName ?? '', plan: r.planIntitule }) });
    setClientId(null);
    setPlanId(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('membership.subscribe')} centered size="md">
      <Stack>
        <Select
          label={t('membership.client')}
          placeholder={t('membership.clientSearch')}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.tel ? `${c.name} · ${c.tel}` : c.name }))}
          value={clientId}
          onChange={setClientId}
          nothingFoundMessage={keyword.length >= 3 ? t('membership.noneFound') : t('membership.type3')}
          data-testid="subscribe-client"
        />
        <Select
          label={t('membership.plan.title')}
          withAsterisk
          data={(plans.data ?? []).filter((p) => p.active).map((p) => ({ value: String(p.id), label: p.intitule }))}
          value={planId}
          onChange={setPlanId}
          data-testid="subscribe-plan"
        />
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
        <TextInput label={t('membership.startAt')} type="date" value={startAt} onChange={(e) => setStartAt(e.currentTarget.value)} />
        <Switch label={t('membership.autoRenew')} checked={autoRenew} onChange={(e) => setAutoRenew(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void submit().catch(() => undefined)}
            loading={subscribe.isPending}
            disabled={!clientId || !planId || storeId === null}
            data-testid="subscribe-save"
          >
            {t('membership.subscribe')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
