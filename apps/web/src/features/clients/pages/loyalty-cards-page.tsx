// /loyalty/clients/cards: the company's loyalty cards (server-paged), a new card (number given or generated), and
// giving a free card to a client.
import type { LoyaltyCard } from '@comptoir/shared';
import { Badge, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCreditCard, IconLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { ClientPicker } from '../components/client-picker';
import { useCardCommands, useLoyaltyCards } from '../hooks/use-loyalty-cards';

export function LoyaltyCardsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [linked, setLinked] = useState('all');
  const [keyword] = useDebouncedValue(state.search.trim(), 500);
  const cards = useLoyaltyCards({
    page: state.page,
    limit: state.pageSize,
    keyword: keyword || undefined,
    linked: linked === 'all' ? undefined : linked === 'linked',
  });
  const commands = useCardCommands();
  const [creating, setCreating] = useState(false);
  const [reference, setReference] = useState('');
  const [linking, setLinking] = useState<LoyaltyCard | null>(null);
  const [clientId, setClientId] = useState<string | null>(null);

  const columns: DataTableColumn<LoyaltyCard>[] = [
    {
      key: 'reference',
      title: t('clients.cards.reference'),
      value: (c) => c.reference,
      render: (c) => <span dir="ltr">{c.reference}</span>,
      sortable: false,
      hideable: false,
    },
    { key: 'client', title: t('clients.cards.client'), value: (c) => c.clientName ?? '', sortable: false },
    {
      key: 'status',
      title: t('clients.fields.status'),
      value: (c) => (c.clientId ? t('clients.cards.linked') : t('clients.cards.free')),
      render: (c) => (
        <Badge variant="light" color={c.clientId ? 'teal' : 'gray'}>
          {c.clientId ? t('clients.cards.linked') : t('clients.cards.free')}
        </Badge>
      ),
      sortable: false,
    },
    {
      key: 'created',
      title: t('clients.fields.created'),
      value: (c) => c.created_at.slice(0, 10),
      render: (c) => f.date(c.created_at),
      sortable: false,
    },
  ];

  const create = () =>
    commands.add.mutate(
      { reference: reference.trim() || undefined },
      {
        onSuccess: (card) => {
          notifySuccess({ message: t('clients.cards.created', { reference: card.reference }) });
          setCreating(false);
          setReference('');
        },
      },
    );
  const link = () => {
    if (!linking || !clientId) return;
    commands.link.mutate(
      { reference: linking.reference, clientId: Number(clientId) },
      {
        onSuccess: (card) => {
          notifySuccess({ message: t('clients.cards.linkedTo', { reference: card.reference, name: card.clientName ?? '' }) });
          setLinking(null);
          setClientId(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('routes.clientCards')}
        description={t('clients.cards.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="cards-new">
            {t('clients.cards.new')}
          </Button>
        }
      />
      <DataTable<LoyaltyCard>
        tableId="loyalty-cards"
        columns={columns}
        rows={cards.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={cards.isLoading}
        server={{ total: cards.data?.total ?? 0, state, onStateChange: setState }}
        filtered={linked !== 'all'}
        rowActions={(c) =>
          c.clientId ? null : (
            <RowAction label={t('clients.cards.link')} icon={<IconLink size={18} />} onClick={() => setLinking(c)} testId="card-link" />
          )
        }
        searchPlaceholder={t('clients.cards.search')}
        exportName={t('routes.clientCards')}
        toolbar={
          <SegmentedControl
            value={linked}
            onChange={(v) => {
              setLinked(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
            data={[
              { value: 'all', label: t('clients.cards.all') },
              { value: 'linked', label: t('clients.cards.linked') },
              { value: 'free', label: t('clients.cards.free') },
            ]}
            data-testid="cards-filter"
          />
        }
        emptyState={
          <EmptyState
            icon={<IconCreditCard size={28} />}
            title={t('clients.cards.emptyTitle')}
            description={t('clients.cards.emptyText')}
          />
        }
        testId="cards-table"
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('clients.cards.new')} centered>
        <Stack>
          <TextInput
            label={t('clients.cards.reference')}
            description={t('clients.cards.referenceHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            dir="ltr"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            data-testid="card-reference"
          />
          <Group justify="flex-end">
            <Button onClick={create} loading={commands.add.isPending} data-testid="card-create">
              {t('clients.cards.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={linking !== null}
        onClose={() => setLinking(null)}
        title={t('clients.cards.linkTitle', { reference: linking?.reference ?? '' })}
        centered
      >
        <Stack>
          <ClientPicker value={clientId} onChange={setClientId} label={t('clients.cards.client')} testId="card-client" />
          <Group justify="flex-end">
            <Button onClick={link} disabled={!clientId} loading={commands.link.isPending} data-testid="card-link-save">
              {t('clients.cards.link')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
