// The columns of an order list (the store's orders, a client's orders): ticket, date, client, state, amounts, source
// and cashier; ticket, date and total sort on the server.
import { formatMoney, toMinor, type Command } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { useFormat } from '../../../lib/format';
import { StateBadge } from './state-badge';

export function useCommandColumns(): DataTableColumn<Command>[] {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const money = (v: number, tag: string) => <span dir="ltr">{formatMoney(toMinor(v), tag, i18n.language)}</span>;
  return [
    { key: 'ticket', title: t('commands.ticket'), value: (c) => c.ticketNumber ?? c.id, hideable: false },
    { key: 'date', title: t('commands.date'), value: (c) => c.created_at, render: (c) => f.dateTime(c.created_at) },
    { key: 'client', title: t('commands.client'), value: (c) => c.clientName ?? '', sortable: false },
    {
      key: 'state',
      title: t('commands.state'),
      value: (c) => t(`commands.states.${c.etat}`),
      render: (c) => <StateBadge state={c.etat} />,
      sortable: false,
    },
    {
      key: 'total',
      title: t('commands.total'),
      value: (c) => c.total,
      render: (c) => money(c.total, c.currencyTag),
      numeric: true,
    },
    {
      key: 'paid',
      title: t('commands.paid'),
      value: (c) => c.paid,
      render: (c) => money(c.paid, c.currencyTag),
      numeric: true,
      sortable: false,
    },
    {
      key: 'remaining',
      title: t('commands.remaining'),
      value: (c) => c.remaining,
      render: (c) => money(c.remaining, c.currencyTag),
      numeric: true,
      sortable: false,
    },
    {
      key: 'source',
      title: t('commands.source'),
      value: (c) => (c.source ? t(`pos.source.${c.source}`) : ''),
      defaultHidden: true,
      sortable: false,
    },
    { key: 'user', title: t('commands.cashier'), value: (c) => c.userName ?? '', sortable: false },
  ];
}
