// /command: the chosen store's orders, paged by the server, with the filters of api-spec 7.8 (state, payment mode, not
// paid, with a discount, dates), the search (ticket number, order id, client name or phone) and the sort by date, total
// or ticket number. A row opens the order's detail. `?caisseId=` narrows the list to one register session (its link
// from /caisses/{id}); the chip clears it.
import { ORDER_PAYMENT_MODES, ORDER_STATES, type Command } from '@comptoir/shared';
import { Button, Chip, Group, Select, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useAddressParams } from '../../../lib/use-address-params';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { toCommandsSort } from '../commands-sort';
import { useCommandColumns } from '../components/command-columns';
import { useStoreCommands } from '../hooks/use-commands';
import { paymentModeLabel } from '../../../lib/payment-mode';

export function CommandsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, stores, setStoreId } = useSelectedStore();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 10, search: '', sort: null });
  const [type, setType] = useState<string | null>(null);
  const [mode, setMode] = useState<string | null>(null);
  const [notPayed, setNotPayed] = useState(false);
  const [withRemise, setWithRemise] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [address, patchAddress] = useAddressParams();
  const caisseId = Number(address.get('caisseId')) || undefined;
  const q = useStoreCommands(storeId, {
    caisseId,
    page: table.page,
    limit: table.pageSize,
    type: type ?? undefined,
    mode: mode ?? undefined,
    notPayed: notPayed ? '1' : undefined,
    withRemise: withRemise ? '1' : undefined,
    from: from || undefined,
    to: to || undefined,
    // The DataTable debounces the search box before it changes state.search.
    keyword: table.search.trim() || undefined,
    sort: toCommandsSort(table.sort),
  });
  const columns = useCommandColumns();
  const page1 =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setTable((s) => ({ ...s, page: 1 }));
    };
  return (
    <>
      <PageHeader title={t('routes.commands')} description={t('commands.description')} />
      <Group mb="lg" align="flex-end" gap="sm">
        {caisseId ? (
          <Button
            variant="light"
            rightSection={<IconX size={14} />}
            onClick={() => patchAddress({ caisseId: null })}
            title={t('commands.allSessions')}
            data-testid="commands-session"
          >
            {t('commands.sessionFilter', { id: caisseId })}
          </Button>
        ) : (
          <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
        )}
        <Select
          label={t('commands.state')}
          placeholder={t('commands.allStates')}
          data={ORDER_STATES.map((s) => ({ value: s, label: t(`commands.states.${s}`) }))}
          value={type}
          onChange={page1(setType)}
          clearable
          data-testid="commands-state"
        />
        <Select
          label={t('commands.mode')}
          placeholder={t('commands.allModes')}
          data={ORDER_PAYMENT_MODES.map((m) => ({ value: m, label: paymentModeLabel(t, m) }))}
          value={mode}
          onChange={page1(setMode)}
          clearable
        />
        <TextInput type="date" label={t('commands.from')} value={from} onChange={(e) => page1(setFrom)(e.currentTarget.value)} />
        <TextInput type="date" label={t('commands.to')} value={to} onChange={(e) => page1(setTo)(e.currentTarget.value)} />
        <Chip checked={notPayed} onChange={page1(setNotPayed)}>
          {t('commands.notPayed')}
        </Chip>
        <Chip checked={withRemise} onChange={page1(setWithRemise)}>
          {t('commands.withRemise')}
        </Chip>
      </Group>
      <DataTable<Command>
        tableId="commands"
        testId="commands"
        columns={columns}
        rows={q.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={q.isLoading}
        fetching={q.isFetching && q.isPlaceholderData}
        exportName={t('routes.commands')}
        onRowClick={(c) => void navigate(`/command/${c.id}/planning`)}
        searchPlaceholder={t('commands.search')}
        server={{ total: q.data?.total ?? 0, state: table, onStateChange: setTable }}
        filtered={Boolean(caisseId || type || mode || notPayed || withRemise || from || to)}
      />
    </>
  );
}
