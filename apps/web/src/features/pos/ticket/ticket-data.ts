// What a printed ticket shows, built from an order the server answered (a sale just made, or a reprint), with the
// composition choices' names from the cart when there is one.
import { lineGross, toMinor, type CommandDetail, type Magasin, type Minor } from '@comptoir/shared';
import type { CartState, CartTotals } from '../cart/cart-types';
import { summarise, type TillPayment } from '../cart/payment-rules';

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
  /** Printed while the server has not answered yet (offline, queued): the outbox's number for this sale. */
  provisional?: string;
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
  /** The instructions the order carries (their names). */
  instructions?: string[];
}

/**
 * The ticket of an order; `options` gives the formula choices' names per line (from the cart), else the server's names
 * of the chosen products in `lang` (French where the product has no label in it).
 */
export function ticketOf(order: CommandDetail, store: Magasin | undefined, options: string[][] = [], lang = 'fr'): TicketData {
  const gross = order.lines.reduce((s, l) => s + lineGross(toMinor(l.unitPrice), l.quantity), 0);
  return {
    store: storeOf(store),
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
    instructions: order.instructions?.map((x) => x.intitule),
  };
}

const storeOf = (store: Magasin | undefined): TicketData['store'] => ({
  name: store?.intitule ?? '',
  address: [store?.rue, store?.city].filter(Boolean).join(', ') || null,
  tel: store?.tel ?? null,
  ice: store?.ice ?? null,
  fileId: store?.fileId ?? null,
  footer: store?.footerTicket ?? null,
});

/**
 * The ticket printed at once, before (or without) the server's answer: built from the cart with the same totals the
 * server computes; the outbox adds its provisional number. Points earned are known only once the server has it.
 */
export function ticketOfCart(p: {
  uuid: string;
  cart: CartState;
  totals: CartTotals;
  payments: readonly TillPayment[];
  store: Magasin | undefined;
  cashier: string | null;
  currencyTag: string;
  options: string[][];
}): TicketData {
  const s = summarise(p.totals.total, p.payments, p.cart.isCredit);
  return {
    store: storeOf(p.store),
    ticketNumber: null,
    orderId: 0,
    uuid: p.uuid,
    date: new Date().toISOString(),
    cashier: p.cashier,
    currencyTag: p.currencyTag,
    lines: p.cart.lines.map((l, i) => ({
      label: l.label,
      labels: { en: null, ar: null, it: null },
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: lineGross(l.unitPrice, l.quantity),
      options: p.options[i] ?? [],
      returned: 0,
    })),
    lineRemise: p.totals.lineDiscounts,
    subtotal: p.totals.subtotal,
    orderRemise: p.totals.orderDiscount,
    codePromo: p.cart.promo?.code ?? null,
    total: p.totals.total,
    taxes: p.totals.taxes.filter((x) => x.tva > 0).map((x) => ({ tva: x.tva, base: x.base, amount: x.amount })),
    payments: p.payments.map((x) => ({ mode: x.mode, amount: x.amount })),
    refunded: 0,
    change: s.change,
    remaining: s.remaining,
    isCredit: p.cart.isCredit,
    client: p.cart.client ? { name: p.cart.client.name, pointsEarned: 0 } : null,
    instructions: p.cart.instructions?.map((x) => x.intitule),
  };
}

/** A line's label in the ticket's language, else the French one. */
export function lineLabel(line: Pick<TicketLineData, 'label' | 'labels'>, lang: string): string {
  const other = lang === 'en' || lang === 'ar' || lang === 'it' ? line.labels[lang] : null;
  return other?.trim() ? other : line.label;
}
