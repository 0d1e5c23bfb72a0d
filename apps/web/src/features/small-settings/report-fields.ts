// A store's command report configuration applied to a printed order (product-spec §2 /settings/command/{id}/report):
// the parts left out are taken out of the ticket's data, so the one ticket renderer prints only the chosen ones. The
// lines, the total and the ticket's number and date always print.
import type { CommandReportField, Magasin } from '@comptoir/shared';
import type { TicketData } from '../pos/ticket/ticket-data';

export function applyReport(ticket: TicketData, fields: readonly CommandReportField[]): TicketData {
  const on = new Set(fields);
  return {
    ...ticket,
    store: {
      ...ticket.store,
      fileId: on.has('store_logo') ? ticket.store.fileId : null,
      address: on.has('store_address') ? ticket.store.address : null,
      tel: on.has('store_tel') ? ticket.store.tel : null,
      ice: on.has('store_ice') ? ticket.store.ice : null,
      footer: on.has('footer') ? ticket.store.footer : null,
    },
    cashier: on.has('cashier') ? ticket.cashier : null,
    client: on.has('client') ? ticket.client : null,
    lines: on.has('option_details') ? ticket.lines : ticket.lines.map((l) => ({ ...l, options: [] })),
    lineRemise: on.has('discounts') ? ticket.lineRemise : 0,
    orderRemise: on.has('discounts') ? ticket.orderRemise : 0,
    taxes: on.has('taxes') ? ticket.taxes : [],
    payments: on.has('payments') ? ticket.payments : [],
    change: on.has('payments') ? ticket.change : 0,
  };
}

/** A sample order for the report page's preview. */
export function sampleTicket(store: Magasin | undefined, currencyTag: string): TicketData {
  return {
    store: {
      name: store?.intitule ?? '',
      address: [store?.rue, store?.city].filter(Boolean).join(', ') || '12 rue de la Liberté',
      tel: store?.tel ?? '+212 522 00 00 00',
      ice: store?.ice ?? '001234567000089',
      fileId: store?.fileId ?? null,
      footer: store?.footerTicket ?? '—',
    },
    ticketNumber: 42,
    orderId: 42,
    uuid: '00000000-0000-4000-8000-000000000042',
    date: new Date().toISOString(),
    cashier: 'Salma',
    currencyTag,
    lines: [
      {
        label: 'Café',
        labels: { en: 'Coffee', ar: 'قهوة', it: 'Caffè' },
        quantity: 2,
        unitPrice: 1500,
        amount: 3000,
        options: ['Lait'],
        returned: 0,
      },
      {
        label: 'Croissant',
        labels: { en: null, ar: 'كرواسون', it: 'Cornetto' },
        quantity: 1,
        unitPrice: 1000,
        amount: 1000,
        options: [],
        returned: 0,
      },
    ],
    lineRemise: 0,
    subtotal: 4000,
    orderRemise: 400,
    codePromo: null,
    total: 3600,
    taxes: [{ tva: 10, base: 3273, amount: 327 }],
    payments: [{ mode: 'cash', amount: 4000 }],
    refunded: 0,
    change: 400,
    remaining: 0,
    isCredit: false,
    client: { name: 'Yasmine', pointsEarned: 3 },
  };
}
