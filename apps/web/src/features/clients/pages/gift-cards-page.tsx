// /gift-cards: gift cards (server-paged, by status), issuing one (amount, code, client, expiry), and a card's balance
// with its ledger (issue, payments as gift cheque, refunds).
import type { GiftCard, GiftCardBody } from '@comptoir/shared';
import { Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconGift, IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { applyServerErrors } from '../../../lib/form';
import { formatDate, formatNumber } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { ClientPicker } from '../components/client-picker';
import { useGiftCardCommands, useGiftCardDetail, useGiftCards } from '../hooks/use-discounts';

const COLORS: Record<GiftCard['status'], string> = { active: 'teal', used: 'gray', expired: 'orange', disabled: 'red' };

function IssueForm({ onSubmit }: { onSubmit: (b: GiftCardBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { amount: '' as number | string, code: '', clientId: null as string | null, expiresAt: '', comment: '' },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await onSubmit({
        amount: Number(v.amount),
        code: v.code,
        clientId: v.clientId ? Number(v.clientId) : null,
        expiresAt: v.expiresAt,
        comment: v.comment,
      });
    } catch (error) {
      applyServerErrors(form, error, ['amount', 'code', 'clientId', 'expiresAt', 'comment']);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="gift-card-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('clients.giftCards.amount')}
            min={0}
            decimalScale={2}
            withAsterisk
            data-testid="gift-card-amount"
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={t('clients.giftCards.code')}
            description={t('clients.giftCards.codeHelp')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            dir="ltr"
            data-testid="gift-card-code"
            {...form.getInputProps('code')}
          />
          <ClientPicker
            value={form.values.clientId}
            onChange={(v) => form.setFieldValue('clientId', v)}
            label={t('clients.giftCards.client')}
            testId="gift-card-client"
          />
          <TextInput label={t('clients.giftCards.expiresAt')} type="date" dir="ltr" {...form.getInputProps('expiresAt')} />
        </SimpleGrid>
        <TextInput label={t('clients.giftCards.comment')} {...form.getInputProps('comment')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-testid="gift-card-save">
            {t('clients.giftCards.issue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Ledger({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const detail = useGiftCardDetail(code);
  const g = detail.data?.giftCard;
  if (!g) return null;
  const money = (n: number) => formatNumber(n, i18n.language, 2);
  return (
    <Stack>
      <Text fz="xl" fw={700} data-testid="gift-card-balance">
        {t('clients.giftCards.balanceOf', { balance: money(g.balance), amount: money(g.amount) })}
      </Text>
      <Table>
        <Table.Tbody>
          {detail.data?.movements.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatDate(m.created_at, i18n.language)}</Table.Td>
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
  const { t, i18n } = useTranslation();
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
  const money = (n: number) => formatNumber(n, i18n.language, 2);

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
    { key: 'expires', title: t('clients.giftCards.expiresAt'), value: (g) => g.expiresAt ?? '', sortable: false },
    {
      key: 'created',
      title: t('clients.fields.created'),
      value: (g) => g.created_at.slice(0, 10),
      render: (g) => formatDate(g.created_at, i18n.language),
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
        <IssueForm
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
