// /gift-cards: gift cards (server-paged, by status), issuing one (amount, code, client, expiry), and a card's balance
// with its ledger (issue, payments as gift cheque, refunds).
import type { GiftCard } from '@comptoir/shared';
import { Badge, Button, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconGift, IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { getCurrency } from '../../../lib/currency';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { GiftCardForm } from '../components/gift-card-form';
import { useGiftCardCommands, useGiftCardDetail, useGiftCards } from '../hooks/use-discounts';

const COLORS: Record<GiftCard['status'], string> = { active: 'teal', used: 'gray', expired: 'orange', disabled: 'red' };

function Ledger({ code }: { code: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const detail = useGiftCardDetail(code);
  const g = detail.data?.giftCard;
  if (!g) return null;
  const money = (n: number) => f.money(n, getCurrency());
  return (
    <Stack>
      <Text fz="xl" fw={700} data-testid="gift-card-balance">
        {t('clients.giftCards.balanceOf', { balance: money(g.balance), amount: money(g.amount) })}
      </Text>
      <Table>
        <Table.Tbody>
          {detail.data?.movements.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{f.date(m.created_at)}</Table.Td>
              <Table.Td>{t(`clients.giftCards.kinds.${m.kind}`)}</Table.Td>
              <Table.Td>{m.commandId ? `#${m.commandId}` : ''}</Table.Td>
              <Table.Td ta="end" c={m.amount < 0 ? 'red' : 'teal'}>
                {m.amount > 0 ? `+${money(m.amount)}` : money(m.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function GiftCardsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [status, setStatus] = useState<string | null>(null);
  const [keyword] = useDebouncedValue(state.search.trim(), 500);
  const page = useGiftCards({
    page: state.page,
    limit: state.pageSize,
    keyword: keyword || undefined,
    status: (status as GiftCard['status']) ?? undefined,
  });
  const commands = useGiftCardCommands();
  const [issuing, setIssuing] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const f = useFormat();
  const money = (n: number) => f.money(n, getCurrency());

  const columns: DataTableColumn<GiftCard>[] = [
    {
      key: 'code',
      title: t('clients.giftCards.code'),
      value: (g) => g.code,
      render: (g) => <strong dir="ltr">{g.code}</strong>,
      sortable: false,
      hideable: false,
    },
    {
      key: 'balance',
      title: t('clients.giftCards.balance'),
      value: (g) => g.balance,
      render: (g) => money(g.balance),
      numeric: true,
      sortable: false,
    },
    {
      key: 'amount',
      title: t('clients.giftCards.amount'),
      value: (g) => g.amount,
      render: (g) => money(g.amount),
      numeric: true,
      sortable: false,
    },
    { key: 'client', title: t('clients.giftCards.client'), value: (g) => g.clientName ?? '', sortable: false },
    {
      key: 'status',
      title: t('clients.fields.status'),
      value: (g) => t(`clients.giftCards.states.${g.status}`),
      render: (g) => (
        <Badge variant="light" color={COLORS[g.status]}>
          {t(`clients.giftCards.states.${g.status}`)}
        </Badge>
      ),
      sortable: false,
    },
    {
      key: 'expires',
      title: t('clients.giftCards.expiresAt'),
      value: (g) => g.expiresAt ?? '',
      render: (g) => (g.expiresAt ? f.date(`${g.expiresAt.slice(0, 10)}T12:00:00`) : ''),
      sortable: false,
    },
    {
      key: 'created',
      title: t('clients.fields.created'),
      value: (g) => g.created_at.slice(0, 10),
      render: (g) => f.date(g.created_at),
      sortable: false,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.giftCards')}
        description={t('clients.giftCards.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setIssuing(true)} data-testid="gift-cards-new">
            {t('clients.giftCards.issue')}
          </Button>
        }
      />
      <DataTable<GiftCard>
        tableId="gift-cards"
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey={(g) => g.id}
        loading={page.isLoading}
        server={{ total: page.data?.total ?? 0, state, onStateChange: setState }}
        filtered={status !== null}
        onRowClick={(g) => setOpened(g.code)}
        rowActions={(g) => (
          <RowAction
            label={g.isActive ? t('clients.giftCards.disable') : t('clients.giftCards.enable')}
            icon={g.isActive ? <IconLock size={18} /> : <IconLockOpen size={18} />}
            color="orange"
            onClick={() => commands.setActive.mutate({ id: g.id, isActive: !g.isActive })}
            testId="gift-card-toggle"
          />
        )}
        searchPlaceholder={t('clients.giftCards.search')}
        exportName={t('routes.giftCards')}
        toolbar={
          <Select
            aria-label={t('clients.fields.status')}
            placeholder={t('clients.filters.allStatuses')}
            data={(['active', 'used', 'expired', 'disabled'] as const).map((s) => ({
              value: s,
              label: t(`clients.giftCards.states.${s}`),
            }))}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
            clearable
            data-testid="gift-cards-status"
          />
        }
        emptyState={
          <EmptyState
            icon={<IconGift size={28} />}
            title={t('clients.giftCards.emptyTitle')}
            description={t('clients.giftCards.emptyText')}
          />
        }
        testId="gift-cards-table"
      />
      <Modal opened={issuing} onClose={() => setIssuing(false)} title={t('clients.giftCards.issue')} centered size="lg">
        <GiftCardForm
          onSubmit={async (body) => {
            const g = await commands.issue.mutateAsync(body);
            notifySuccess({ message: t('clients.giftCards.issued', { code: g.code }) });
            setIssuing(false);
            setOpened(g.code);
          }}
        />
      </Modal>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened ?? ''} centered>
        {opened && <Ledger code={opened} />}
      </Modal>
    </>
  );
}
