// Attach a client to the sale: search by name or phone (3 characters or more), or create one quickly (name, phone).
// Without the server, the search goes through the clients this till found or picked lately (outbox/known-clients.ts).
import { Button, Divider, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { posApi, type ClientChoice } from '../api/pos-api';
import type { CartClient } from '../cart/cart-types';
import { posKeys } from '../hooks/use-till-data';
import { findKnownClients, rememberClients } from '../outbox/known-clients';
import classes from './till.module.css';
import till from './till.module.css';

const MIN_SEARCH = 3;

export function ClientModal({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (c: CartClient) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 250);
  const [name, setName] = useState('');
  const [tel, setTel] = useState('');
  const [saving, setSaving] = useState(false);
  const entrepriseId = useAuthUser()?.entreprise.id ?? 0;
  const found = useQuery({
    queryKey: posKeys.clients(debounced),
    queryFn: async () => {
      const clients = await posApi.clients(debounced);
      rememberClients(entrepriseId, clients);
      return clients;
    },
    enabled: opened && debounced.length >= MIN_SEARCH,
  });
  // No server (the browser offline pauses the query; an unreachable server fails it): the clients seen on this till.
  const offline = found.fetchStatus === 'paused' || (isApiError(found.error) && found.error.isConnectionError);
  const results = offline ? findKnownClients(entrepriseId, debounced) : found.data;
  const pick = (c: ClientChoice) => {
    rememberClients(entrepriseId, [c]);
    onPick({ id: c.id, name: c.name, loyaltyPoints: c.loyaltyPoints });
    setKeyword('');
  };
  const create = async () => {
    setSaving(true);
    try {
      const saved = await posApi.createClient({ name: name.trim(), tel: tel.trim() || null });
      rememberClients(entrepriseId, [saved.client]);
      onPick({ id: saved.client.id, name: saved.client.name, loyaltyPoints: saved.client.loyaltyPoints });
      setName('');
      setTel('');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal className={till.till} opened={opened} onClose={onClose} title={t('pos.client.title')} centered>
      <Stack>
        <TextInput
          label={t('pos.client.search')}
          description={t('pos.client.min', { n: MIN_SEARCH })}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
          data-autofocus
          data-testid="pos-client-search"
        />
        {debounced.length >= MIN_SEARCH && results && (
          <Stack gap={2} data-testid="pos-client-results">
            {offline && (
              <Text fz="sm" c="orange" data-testid="pos-client-offline">
                {t('pos.client.offline')}
              </Text>
            )}
            {results.length === 0 && <Text c="dimmed">{t('pos.client.none')}</Text>}
            {results.map((c) => (
              <UnstyledButton key={c.id} className={classes.line} onClick={() => pick(c)} data-testid="pos-client-result">
                <Group justify="space-between">
                  <Text fw={600}>{c.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {c.tel ? <span dir="ltr">{c.tel}</span> : null} · {t('pos.client.points', { points: f.number(c.loyaltyPoints) })}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        <Divider label={t('pos.client.orCreate')} />
        <TextInput
          label={t('pos.client.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="pos-client-name"
        />
        <TextInput
          label={t('pos.client.tel')}
          value={tel}
          onChange={(e) => setTel(e.currentTarget.value)}
          dir="ltr"
          type="tel"
          data-testid="pos-client-tel"
        />
        <Button onClick={() => void create()} loading={saving} disabled={name.trim().length < 3} data-testid="pos-client-create">
          {t('pos.client.create')}
        </Button>
      </Stack>
    </Modal>
  );
}
