// What the customer display shows, as the till sends it: one message per change of the cart (and one after the sale
// with what was paid and the change). Same device: a BroadcastChannel (no network, so it works offline); another
// device: the till writes the state under the pairing code and the live channel tells the display to read it.
import { lineGross } from '@comptoir/shared';
import { cartTotals, lineNet } from '../../pos/cart/cart-reducer';
import type { CartState } from '../../pos/cart/cart-types';
import type { TicketData } from '../../pos/ticket/ticket-data';

export interface DisplayLine {
  key: string;
  label: string;
  quantity: number;
  unitPrice: number;
  /** After the line's own discount (minor units). */
  amount: number;
  /** What the line's discount takes off (minor units), 0 without one. */
  discount: number;
  options: string[];
}

export interface DisplayState {
  v: 1;
  /** 'idle': nothing sold (the slideshow); 'cart': a sale going on; 'paid': the sale just made. */
  status: 'idle' | 'cart' | 'paid';
  storeId: number | null;
  storeName: string;
  logoFileId: number | null;
  currencyTag: string;
  lines: DisplayLine[];
  discounts: number;
  total: number;
  paid: number;
  change: number;
  /** When it was sent (ms): a display ignores an older message than the one it shows. */
  at: number;
}

export const CHANNEL = 'comptoir.customer-display';

/** Messages on the channel: the till's state, or a display asking for it (just opened). */
export type DisplayMessage = { kind: 'state'; state: DisplayState } | { kind: 'hello' };

interface StoreLike {
  id: number;
  intitule: string;
  fileId: number | null;
}

/** The display's state of a cart being rung up (idle when empty). */
export function stateOfCart(cart: CartState, store: StoreLike | undefined, currencyTag: string, at = Date.now()): DisplayState {
  const totals = cartTotals(cart);
  const lines = cart.lines.map((l) => {
    const gross = lineGross(l.unitPrice, l.quantity);
    const off = gross - lineNet(l);
    return {
      key: l.key,
      label: l.label,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: gross - off,
      discount: off,
      options: l.choices.map((c) => (c.quantity !== 1 ? `${c.label} × ${c.quantity}` : c.label)),
    };
  });
  return {
    v: 1,
    status: lines.length ? 'cart' : 'idle',
    storeId: store?.id ?? null,
    storeName: store?.intitule ?? '',
    logoFileId: store?.fileId ?? null,
    currencyTag,
    lines,
    discounts: totals.lineDiscounts + totals.orderDiscount,
    total: totals.total,
    paid: 0,
    change: 0,
    at,
  };
}

/** The display's state of the sale just made: its lines, total, what was paid and the change. */
export function stateOfTicket(ticket: TicketData, store: StoreLike | undefined, at = Date.now()): DisplayState {
  return {
    v: 1,
    status: 'paid',
    storeId: store?.id ?? null,
    storeName: store?.intitule ?? ticket.store.name,
    logoFileId: store?.fileId ?? ticket.store.fileId,
    currencyTag: ticket.currencyTag,
    lines: ticket.lines.map((l, i) => ({
      key: String(i),
      label: l.label,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      discount: 0,
      options: l.options,
    })),
    discounts: ticket.lineRemise + ticket.orderRemise,
    total: ticket.total,
    paid: ticket.payments.reduce((s, p) => s + p.amount, 0),
    change: ticket.change,
    at,
  };
}
