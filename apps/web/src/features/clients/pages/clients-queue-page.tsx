// /loyalty/clients/queue: today's queue of a store (patients in the clinic variant): add a client, call them in,
// mark them served, cancel or archive. Refreshed every client_queue_interval_time seconds.
import { QUEUE_MOVES, type QueueEntry, type QueueState } from '@comptoir/shared';
import { Badge, Button, Card, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArchive, IconCheck, IconDoorEnter, IconUserPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { storeKeys } from '../../stores/api/keys';
import { storesApi } from '../../stores/api/stores-api';
import { useClientChoices, useQueue, useQueueCommands } from '../hooks/use-queue';

const COLORS: Record<QueueState, string> = { waiting: 'blue', arrived: 'orange', served: 'teal', archived: 'gray', canceled: 'red' };
/** How each next state is offered; which ones are the shared rule (QUEUE_MOVES, checked by the server too). */
const TO: Partial<Record<QueueState, { icon: typeof IconCheck; color?: string }>> = {
  arrived: { icon: IconDoorEnter },
  served: { icon: IconCheck, color: 'teal' },
  canceled: { icon: IconX, color: 'red' },
  archived: { icon: IconArchive, color: 'gray' },
};
/** Going back to waiting is done by the server's rule but not offered as a button here. */
const NEXT = (from: QueueState) => QUEUE_MOVES[from].flatMap((status) => (TO[status] ? [{ status, ...TO[status] }] : []));

export function ClientsQueuePage() {
  const { t } = useTranslation();
  const stores = useQuery({ queryKey: storeKeys.list(false), queryFn: storesApi.list });
  const [storeId, setStoreId] = useState<string | null>(null);
  const magasinId = storeId ? Number(storeId) : undefined;
  const [all, setAll] = useState(false);
  const queue = useQueue(magasinId, all);
  const commands = useQueueCommands();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 300);
  const choices = useClientChoices(keyword);
  const [clientId, setClientId] = useState<string | null>(null);

  const add = () => {
    if (!clientId) return;
    commands.add.mutate({ clientId: Number(clientId), magasinId: magasinId ?? null }, { onSuccess: () => setClientId(null) });
  };
  const rows: QueueEntry[] = queue.data?.queue ?? [];

  return (
    <>
      <PageHeader title={t('routes.clientsQueue')} description={t('clients.queue.description', { seconds: queue.data?.interval ?? 30 })} />
      <Stack gap="md">
        <Card>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('clients.queue.store')}
              placeholder={t('clients.queue.allStores')}
              data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.intitule }))}
              value={storeId}
              onChange={setStoreId}
              clearable
              style={{ flex: '1 1 200px' }}
              data-testid="queue-store"
            />
            <Select
              label={t('clients.queue.client')}
              placeholder={t('clients.queue.searchClient')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={(choices.data ?? []).map((c) => ({ value: String(c.id), label: c.tel ? `${c.name} · ${c.tel}` : c.name }))}
              value={clientId}
              onChange={setClientId}
              filter={({ options }) => options}
              nothingFoundMessage={keyword.trim().length >= 3 ? t('clients.queue.noClient') : t('clients.queue.typeMore')}
              style={{ flex: '2 1 280px' }}
              data-testid="queue-client"
            />
            <Button
              leftSection={<IconUserPlus size={18} />}
              onClick={add}
              disabled={!clientId}
              loading={commands.add.isPending}
              data-testid="queue-add"
            >
              {t('clients.queue.add')}
            </Button>
          </Group>
        </Card>
        <Switch
          checked={all}
          onChange={(e) => setAll(e.currentTarget.checked)}
          label={t('clients.queue.showAll')}
          data-testid="queue-all"
        />
        {rows.length === 0 && !queue.isLoading ? (
          <EmptyState icon={<IconUserPlus size={28} />} title={t('clients.queue.emptyTitle')} description={t('clients.queue.emptyText')} />
        ) : (
          <Card p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="queue-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('clients.queue.number')}</Table.Th>
                    <Table.Th>{t('clients.fields.name')}</Table.Th>
                    <Table.Th>{t('clients.fields.tel')}</Table.Th>
                    <Table.Th>{t('clients.fields.status')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((e) => (
                    <Table.Tr key={e.id} data-testid="queue-row">
                      <Table.Td>
                        <Text fw={700}>{e.number}</Text>
                      </Table.Td>
                      <Table.Td>{e.clientName}</Table.Td>
                      <Table.Td>
                        <span dir="ltr">{e.tel ?? ''}</span>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={COLORS[e.status]} variant="light">
                          {t(`clients.queue.states.${e.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} justify="flex-end" wrap="nowrap">
                          {NEXT(e.status).map((n) => (
                            <RowAction
                              key={n.status}
                              label={t(`clients.queue.to.${n.status}`)}
                              icon={<n.icon size={18} />}
                              color={n.color}
                              onClick={() => commands.move.mutate({ id: e.id, status: n.status })}
                              testId={`queue-to-${n.status}`}
                            />
                          ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </Stack>
    </>
  );
}
