// /credits/journal: orders sold on credit, what remains to pay and their repayments; search, dates and xlsx export (one
// button: the server's, every matching entry, not the table's own that would give the page on screen only).
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { caisseApi, type CreditEntry } from '../api/caisse-api';
import { useCredits } from '../hooks/use-caisse';

export function CreditsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 10, search: '', sort: null });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);
  const query = {
    page: table.page,
    limit: table.pageSize,
    keyword: table.search || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const credits = useCredits(query);
  const money = (e: CreditEntry, v: number) => f.money(v, e.command.currencyTag);
  const columns: DataTableColumn<CreditEntry>[] = [
    { key: 'ticket', title: t('caisse.credits.ticket'), value: (e) => e.command.ticketNumber ?? e.command.id },
    {
      key: 'date',
      title: t('caisse.detail.when'),
      value: (e) => e.command.created_at,
      render: (e) => f.date(e.command.created_at),
    },
    { key: 'store', title: t('caisse.credits.store'), value: (e) => e.magasinName },
    { key: 'client', title: t('caisse.credits.client'), value: (e) => e.command.clientName ?? '' },
    {
      key: 'total',
      title: t('caisse.credits.total'),
      value: (e) => e.command.total,
      render: (e) => <span dir="ltr">{money(e, e.command.total)}</span>,
      numeric: true,
    },
    {
      key: 'paid',
      title: t('caisse.credits.paid'),
      value: (e) => e.command.paid,
      render: (e) => <span dir="ltr">{money(e, e.command.paid)}</span>,
      numeric: true,
    },
    {
      key: 'remaining',
      title: t('caisse.credits.remaining'),
      value: (e) => e.remaining,
      render: (e) => (
        <Text span fz="sm" fw={600} dir="ltr" c={e.remaining > 0 ? 'red' : 'teal'}>
          {money(e, e.remaining)}
        </Text>
      ),
      numeric: true,
    },
    { key: 'repayments', title: t('caisse.credits.repayments'), value: (e) => e.repayments.length, numeric: true },
  ];
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { blob, headers } = await caisseApi.creditsExport(query);
      saveBlob(blob, fileNameOf(headers, 'credits.xlsx'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHeader
        title={t('routes.creditsJournal')}
        description={
          credits.data ? t('caisse.credits.remainingTotal', { amount: f.money(credits.data.remaining, 'MAD') }) : t('caisse.credits.text')
        }
        actions={
          <Button
            leftSection={<IconDownload size={16} />}
            variant="default"
            onClick={() => void exportXlsx()}
            loading={exporting}
            data-testid="credits-export"
          >
            {t('caisse.credits.export')}
          </Button>
        }
      />
      <Group mb="lg">
        <TextInput type="date" label={t('caisse.credits.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('caisse.credits.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      <DataTable<CreditEntry>
        tableId="credits-journal"
        testId="credits-journal"
        columns={columns}
        rows={credits.data?.data ?? []}
        rowKey={(e) => e.command.id}
        loading={credits.isLoading}
        filtered={Boolean(from || to)}
        searchPlaceholder={t('caisse.credits.search')}
        server={{ total: credits.data?.total ?? 0, state: table, onStateChange: setTable }}
      />
    </>
  );
}
