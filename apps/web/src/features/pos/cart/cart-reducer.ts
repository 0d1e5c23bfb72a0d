// The cart as a pure reducer (tested in cart-reducer.test.ts): the ticket panel reads it, every tap dispatches to it, so
// the screen follows the cashier at once. Totals are computed from it in minor units, never stored.
import { discountOn, lineGross, orderTotals, type Minor, type TotalsLine } from '@comptoir/shared';
import type { CartAction, CartLine, CartState, CartTotals, Discount } from './cart-types';

export const EMPTY_CART: CartState = {
  lines: [],
  selectedKey: null,
  orderDiscount: null,
  promo: null,
  client: null,
  isCredit: false,
  source: null,
  notes: '',
  discarded: null,
};

/** Nothing rung up, nothing attached: no ticket in progress to keep. */
export function isBlankCart(state: CartState): boolean {
  return (
    state.lines.length === 0 &&
    !state.client &&
    !state.notes &&
    !state.instructions?.length &&
    !state.promo &&
    !state.orderDiscount &&
    !state.discarded
  );
}

/** Quantities keep 3 decimals (grams of a kilogram); counts of pieces stay whole. */
export function roundQuantity(q: number): number {
  return Math.round(q * 1000) / 1000;
}

function withLine(state: CartState, key: string, change: (l: CartLine) => CartLine | null): CartState {
  const lines: CartLine[] = [];
  for (const l of state.lines) {
    if (l.key !== key) lines.push(l);
    else {
      const next = change(l);
      if (next && next.quantity > 0) lines.push(next);
    }
  }
  const selectedKey = lines.some((l) => l.key === state.selectedKey) ? state.selectedKey : (lines.at(-1)?.key ?? null);
  return { ...state, lines, selectedKey };
}

/** A plan's line stays at 1 (0 takes it off the ticket). */
const oneIfPlan = (l: CartLine, quantity: number): CartLine => ({ ...l, quantity: l.planId ? Math.min(1, quantity) : quantity });

/** A line that can simply take one more: same price, no formula choices, not weighed. */
function mergeable(l: CartLine, priceId: number, subscriptionId?: number): boolean {
  return l.priceId === priceId && l.choices.length === 0 && !l.byWeight && l.subscriptionId === subscriptionId && !l.planId;
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const quantity = roundQuantity(action.quantity ?? 1);
      if (quantity <= 0) return state;
      // A plan is subscribed to once per ticket.
      const plan = action.item.planId ? state.lines.find((l) => l.planId === action.item.planId) : undefined;
      if (plan) return { ...state, selectedKey: plan.key };
      if (action.item.planId) {
        const line: CartLine = { ...action.item, key: action.key, quantity: 1, discount: null, choices: [] };
        return { ...state, lines: [...state.lines, line], selectedKey: line.key, discarded: null };
      }
      const choices = action.choices ?? [];
      const same =
        choices.length === 0 && !action.item.byWeight
          ? state.lines.find((l) => mergeable(l, action.item.priceId, action.item.subscriptionId))
          : undefined;
      if (same) {
        const next = withLine(state, same.key, (l) => ({ ...l, quantity: roundQuantity(l.quantity + quantity) }));
        return { ...next, selectedKey: same.key, discarded: null };
      }
      const line: CartLine = { ...action.item, key: action.key, quantity, discount: null, choices };
      // A new sale has begun: the ticket emptied before it can no longer come back.
      return { ...state, lines: [...state.lines, line], selectedKey: line.key, discarded: null };
    }
    case 'setQuantity':
      return withLine(state, action.key, (l) => oneIfPlan(l, roundQuantity(Math.max(0, action.quantity))));
    case 'increment':
      return withLine(state, action.key, (l) => oneIfPlan(l, roundQuantity(l.quantity + action.by)));
    case 'remove':
      return withLine(state, action.key, () => null);
    case 'select':
      return { ...state, selectedKey: action.key };
    case 'lineDiscount':
      return withLine(state, action.key, (l) => ({ ...l, discount: normaliseDiscount(action.discount) }));
    case 'orderDiscount':
      return { ...state, orderDiscount: normaliseDiscount(action.discount) };
    case 'promo':
      return { ...state, promo: action.promo };
    case 'client':
      // A sale on credit needs a client: removing the client ends the credit.
      return { ...state, client: action.client, isCredit: action.client ? state.isCredit : false };
    case 'credit':
      return { ...state, isCredit: action.isCredit && state.client !== null };
    case 'source':
      return { ...state, source: action.source };
    case 'notes':
      return { ...state, notes: action.notes };
    case 'instructions':
      return { ...state, instructions: action.instructions };
    case 'clear':
      return EMPTY_CART;
    case 'discard': {
      if (state.lines.length === 0) return state;
      const { discarded: _older, ...kept } = state;
      return { ...EMPTY_CART, discarded: kept };
    }
    case 'restore':
      return state.discarded && state.lines.length === 0 ? { ...state.discarded, discarded: null } : state;
  }
}

function normaliseDiscount(d: Discount | null): Discount | null {
  if (!d || !(d.value > 0)) return null;
  return d.type === 'percentage'
    ? { type: 'percentage', value: Math.min(100, d.value) }
    : { type: 'fixed_amount', value: Math.round(d.value) };
}

/** The line as the shared totals formula reads it (composition choices carry no supplement yet). */
export function totalsLine(l: CartLine): TotalsLine {
  return { unitPrice: l.unitPrice, quantity: l.quantity, remise: l.discount, tva: l.tva };
}

/** The order's one discount: the promo code's when applied, else the cashier's. */
export function effectiveOrderDiscount(state: CartState): Discount | null {
  return state.promo?.discount ?? state.orderDiscount;
}

export function lineNet(l: CartLine): Minor {
  const gross = lineGross(l.unitPrice, l.quantity);
  return gross - discountOn(gross, l.discount);
}

/** The cart's totals by the one formula the server also uses (packages/shared/src/order-totals.ts). */
export function cartTotals(state: CartState): CartTotals {
  const t = orderTotals({ lines: state.lines.map(totalsLine), remise: effectiveOrderDiscount(state) });
  return {
    gross: t.gross,
    lineDiscounts: t.lineRemise,
    subtotal: t.subtotal,
    orderDiscount: t.orderRemise,
    total: t.total,
    taxes: t.taxes,
    itemCount: state.lines.reduce((s, l) => s + (l.byWeight ? 1 : l.quantity), 0),
    currencies: [...new Set(state.lines.map((l) => l.currencyTag))],
  };
}
