// What a printed ticket shows, built from an order the server answered (a sale just made, or a reprint), with the
// composition choices' names from the cart when there is one.
import { lineGross, toMinor, type CommandDetail, type Magasin, type Minor } from '@comptoir/shared';

export interface TicketLineData {
  /** The French label (the article's main one) and the others where the article has them. */
  label: string;
  labels: { en: string | null; ar: string | null; it: string | null };
  quantity: number;
  unitPrice: Minor;
  /** Quantity × unit price, before any discount. */
  amount: Minor;
  options: string[];
  /** Quantity that came back (a refund). */
  returned: number;
}

export interface TicketData {
  store: { name: string; address: string | null; tel: string | null; ice: string | null; fileId: number | null; footer: string | null };
  ticketNumber: number | null;
  orderId: number;
  uuid: string;
  date: string;
  cashier: string | null;
  currencyTag: string;
  lines: TicketLineData[];
  /** The lines' own discounts added up (the order's discount is orderRemise). */
  lineRemise: Minor;
  subtotal: Minor;
  orderRemise: Minor;
  codePromo: string | null;
  total: Minor;
  taxes: { tva: number; base: Minor; amount: Minor }[];
  payments: { mode: string; amount: Minor }[];
  /** Money paid back (refunds, cancellation), added up. */
  refunded: Minor;
  change: Minor;
  remaining: Minor;
  isCredit: boolean;
  client: { name: string; pointsEarned: number } | null;
}

/**
 * The ticket of an order; `options` gives the formula choices' names per line (from the cart), else the server's names
 * of the chosen products in `lang` (French where the product has no label in it).
 */
export function ticketOf(order: CommandDetail, store: Magasin | undefined, options: string[][] = [], lang = 'fr'): TicketData {
  const gross = order.lines.reduce((s, l) => s + lineGross(toMinor(l.unitPrice), l.quantity), 0);
  return {
    store: {
      name: store?.intitule ?? '',
      address: [store?.rue, store?.city].filter(Boolean).join(', ') || null,
      tel: store?.tel ?? null,
      ice: store?.ice ?? null,
      fileId: store?.fileId ?? null,
      footer: store?.footerTicket ?? null,
    },
    ticketNumber: order.ticketNumber,
    orderId: order.id,
    uuid: order.uuid,
    date: order.created_at,
    cashier: order.userName,
    currencyTag: order.currencyTag,
    lines: order.lines.map((l, i) => ({
      label: l.label,
      labels: l.labels,
      quantity: l.quantity,
      unitPrice: toMinor(l.unitPrice),
      amount: lineGross(toMinor(l.unitPrice), l.quantity),
      options:
        options[i] ??
        l.compositions.map(
          (c) =>
            `${c.label ? lineLabel({ label: c.label, labels: c.labels }, lang) : `#${c.productId}`}${c.quantity !== 1 ? ` × ${c.quantity}` : ''}`,
        ),
      returned: l.returnedQuantity,
    })),
    lineRemise: Math.max(0, gross - toMinor(order.subtotal)),
    subtotal: toMinor(order.subtotal),
    orderRemise: toMinor(order.orderRemise),
    codePromo: order.codePromo,
    total: toMinor(order.total),
    taxes: order.taxes.filter((x) => x.tva > 0).map((x) => ({ tva: x.tva, base: toMinor(x.base), amount: toMinor(x.amount) })),
    // What the client paid; the change and money given back are their own rows.
    payments: order.payments.filter((p) => p.type === 'payment').map((p) => ({ mode: p.modePayment, amount: toMinor(p.amount) })),
    refunded: order.payments.filter((p) => p.type === 'refund').reduce((s, p) => s + toMinor(p.amount), 0),
    change: toMinor(order.change),
    remaining: toMinor(order.remaining),
    isCredit: order.isCredit,
    client: order.clientName ? { name: order.clientName, pointsEarned: order.pointsEarned } : null,
  };
}

/** A line's label in the ticket's language, else the French one. */
export function lineLabel(line: Pick<TicketLineData, 'label' | 'labels'>, lang: string): string {
  const other = lang === 'en' || lang === 'ar' || lang === 'it' ? line.labels[lang] : null;
  return other?.trim() ? other : line.label;
}

/** What the ticket's QR code holds: the order's reference, for a reprint or a return at the till. */
export function ticketQrValue(t: Pick<TicketData, 'uuid' | 'ticketNumber' | 'orderId'>): string {
  return `CPT:${t.orderId}:${t.ticketNumber ?? ''}:${t.uuid}`;
}
