// /invoices/dynamic: a client's orders, chosen to be invoiced together (one global invoice, product-spec §3) or one by
// one, or to go on delivery forms; the new document's PDF is downloaded at once.
import type { Command } from '@comptoir/shared';
import { Button, Checkbox, Group, Switch } from '@mantine/core';
import { IconFileInvoice, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { ClientPicker } from '../../clients/components/client-picker';
import { useClientOrders } from '../../commands/hooks/use-commands';
import { invoicesApi } from '../api/invoices-api';
import { downloadPdf, printPdf, useBillingWrite } from '../hooks/use-invoices';

export function DynamicInvoicesPage() {
  const { t, i18n } = useTranslation();
  const [clientId, setClientId] = useState<string | null>(null);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [chosen, setChosen] = useState<number[]>([]);
  const [grouped, setGrouped] = useState(true);
  const orders = useClientOrders(Number(clientId ?? 0), { page: table.page, limit: table.pageSize });
  const invoice = useBillingWrite(() => invoicesApi.globalInvoice({ cmdClientIds: chosen }));
  const deliver = useBillingWrite(() => invoicesApi.generateDeliveryForms(chosen, grouped));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const columns: DataTableColumn<Command>[] = [
    {
      key: 'pick',
      title: t('invoices.pick'),
      value: (c) => chosen.includes(c.id),
      render: (c) => (
        <Checkbox
          checked={chosen.includes(c.id)}
          onChange={() => toggle(c.id)}
          aria-label={t('invoices.pickOrder', { id: c.ticketNumber ?? c.id })}
          data-testid={`pick-order-${c.id}`}
        />
      ),
      sortable: false,
      hideable: false,
      exportable: false,
    },
    { key: 'ticket', title: t('invoices.order'), value: (c) => c.ticketNumber ?? c.id },
    { key: 'date', title: t('invoices.date'), value: (c) => c.created_at, render: (c) => formatDateTime(c.created_at, i18n.language) },
    {
      key: 'total',
      title: t('invoices.total'),
      numeric: true,
      value: (c) => c.total,
      render: (c) => formatMoney(c.total, c.currencyTag, i18n.language),
    },
  ];
  return (
    <>
      <PageHeader title={t('routes.invoicesDynamic')} description={t('invoices.dynamicDescription')} />
      <Group mb="lg" align="flex-end" gap="sm">
        <ClientPicker
          label={t('invoices.client')}
          value={clientId}
          onChange={(v) => {
            setClientId(v);
            setChosen([]);
          }}
          testId="dynamic-client"
        />
        <Button
          leftSection={<IconFileInvoice size={18} />}
          disabled={!chosen.length}
          loading={invoice.isPending}
          data-testid="global-invoice"
          onClick={() =>
            void invoice.mutateAsync(undefined).then(async (doc) => {
              notifySuccess({ message: t('invoices.issued', { reference: doc.reference ?? '' }) });
              setChosen([]);
              await downloadPdf(doc.id, doc.kind);
            })
          }
        >
          {t('invoices.globalInvoice', { count: chosen.length })}
        </Button>
        <Button
          variant="light"
          leftSection={<IconTruckDelivery size={18} />}
          disabled={!chosen.length}
          loading={deliver.isPending}
          data-testid="generate-delivery-forms"
          onClick={() =>
            void deliver.mutateAsync(undefined).then(async (docs) => {
              notifySuccess({ message: t('invoices.deliveryFormsMade', { count: docs.length }) });
              setChosen([]);
              if (docs[0]) await printPdf(docs[0].id, 'delivery_form');
            })
          }
        >
          {t('invoices.deliveryForms')}
        </Button>
        <Switch label={t('invoices.grouped')} checked={grouped} onChange={(e) => setGrouped(e.currentTarget.checked)} />
      </Group>
      <DataTable<Command>
        tableId="dynamic-orders"
        testId="dynamic-orders"
        columns={columns}
        rows={clientId ? (orders.data?.data ?? []) : []}
        rowKey={(c) => c.id}
        loading={!!clientId && orders.isLoading}
        searchable={false}
        server={{ total: clientId ? (orders.data?.total ?? 0) : 0, state: table, onStateChange: setTable }}
        emptyState={t('invoices.chooseClient')}
      />
    </>
  );
}
