import { describe, expect, it } from 'vitest';
import { EMPTY_CART, cartReducer, cartTotals, isBlankCart } from './cart-reducer';
import type { CartAction, CartState, SellableItem } from './cart-types';
import { saleBody } from '../api/orders-api';

const coffee: SellableItem = {
  priceId: 1,
  productId: 11,
  label: 'Café',
  unitPrice: 1200,
  currencyTag: 'MAD',
  tva: 10,
  byWeight: false,
  unity: 'unit',
};
const bread: SellableItem = { ...coffee, priceId: 2, productId: 12, label: 'Pain', unitPrice: 250, tva: 0 };
const olives: SellableItem = {
  ...coffee,
  priceId: 3,
  productId: 13,
  label: 'Olives',
  unitPrice: 4500,
  tva: 20,
  byWeight: true,
  unity: 'kg',
};

const run = (...actions: CartAction[]): CartState => actions.reduce(cartReducer, EMPTY_CART);

describe('cart reducer', () => {
  it('adds a price once and counts repeats on the same line', () => {
    const s = run({ type: 'add', item: coffee, key: 'a' }, { type: 'add', item: coffee, key: 'b' }, { type: 'add', item: bread, key: 'c' });
    expect(s.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['a', 2],
      ['c', 1],
    ]);
    expect(s.selectedKey).toBe('c');
    expect(cartTotals(s).total).toBe(2 * 1200 + 250);
  });

  it('keeps a session used from a subscription apart from the same service sold at its price', () => {
    const used = { ...coffee, unitPrice: 0, subscriptionId: 7 };
    const s = run({ type: 'add', item: coffee, key: 'a' }, { type: 'add', item: used, key: 'b' }, { type: 'add', item: used, key: 'c' });
    expect(s.lines.map((l) => [l.key, l.quantity, l.subscriptionId])).toEqual([
      ['a', 1, undefined],
      ['b', 2, 7],
    ]);
    expect(cartTotals(s).total).toBe(1200);
  });

  it('puts a plan on the ticket once, at 1, taxed at its rate, and sends it as a subscription beside the lines', () => {
    const plan: SellableItem = { ...coffee, priceId: 0, productId: null, label: 'Forfait', unitPrice: 15000, tva: 20, planId: 4 };
    let s = run(
      { type: 'add', item: bread, key: 'a' },
      { type: 'add', item: plan, key: 'b' },
      { type: 'add', item: plan, key: 'c', quantity: 3 },
      { type: 'increment', key: 'b', by: 2 },
    );
    expect(s.lines.map((l) => [l.key, l.quantity, l.planId])).toEqual([
      ['a', 1, undefined],
      ['b', 1, 4],
    ]);
    expect(cartTotals(s).total).toBe(250 + 15000);
    expect(cartTotals(s).taxes.map((x) => x.tva)).toContain(20);
    const body = saleBody('u-1', 9, { ...s, client: { id: 3, name: 'Lina', loyaltyPoints: 0 } }, []);
    expect(body.lines.map((l) => l.priceId)).toEqual([2]);
    expect(body.subscriptions).toEqual([{ planId: 4, autoRenew: true }]);
    s = cartReducer(s, { type: 'setQuantity', key: 'b', quantity: 0 });
    expect(s.lines.map((l) => l.key)).toEqual(['a']);
    expect(saleBody('u-2', 9, s, []).subscriptions).toBeUndefined();
  });

  it('keeps formula choices and weighed items on their own lines', () => {
    const choices = [{ compositionId: 5, productId: 40, label: 'Jus', quantity: 1, auto: false }];
    const s = run(
      { type: 'add', item: coffee, key: 'a', choices },
      { type: 'add', item: coffee, key: 'b', choices },
      { type: 'add', item: olives, key: 'c', quantity: 0.25 },
      { type: 'add', item: olives, key: 'd', quantity: 0.5 },
    );
    expect(s.lines.map((l) => l.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(s.lines[0].choices).toEqual(choices);
    // 0.25 kg at 45.00 = 11.25; 0.5 kg = 22.50
    expect(cartTotals(s).subtotal).toBe(1200 * 2 + 1125 + 2250);
  });

  it('rounds weights to grams and removes a line brought to zero', () => {
    let s = run({ type: 'add', item: olives, key: 'a', quantity: 0.12345 }, { type: 'add', item: coffee, key: 'b' });
    expect(s.lines[0].quantity).toBe(0.123);
    s = cartReducer(s, { type: 'increment', key: 'b', by: -1 });
    expect(s.lines.map((l) => l.key)).toEqual(['a']);
    expect(s.selectedKey).toBe('a');
    s = cartReducer(s, { type: 'setQuantity', key: 'a', quantity: 0 });
    expect(s.lines).toEqual([]);
    expect(s.selectedKey).toBeNull();
    expect(cartReducer(s, { type: 'add', item: coffee, key: 'z', quantity: 0 })).toBe(s);
  });

  it('applies the line discounts, then the order discount or, in its place, the promo code', () => {
    const s = run(
      { type: 'add', item: coffee, key: 'a', quantity: 3 }, // 36.00
      { type: 'add', item: bread, key: 'b', quantity: 4 }, // 10.00
      { type: 'lineDiscount', key: 'a', discount: { type: 'percentage', value: 10 } }, // −3.60
      { type: 'orderDiscount', discount: { type: 'fixed_amount', value: 240 } }, // −2.40
    );
    let t = cartTotals(s);
    expect(t.gross).toBe(4600);
    expect(t.lineDiscounts).toBe(360);
    expect(t.subtotal).toBe(4240);
    expect(t.orderDiscount).toBe(240);
    expect(t.total).toBe(4000);
    const promo = cartReducer(s, { type: 'promo', promo: { code: 'HELLO', discount: { type: 'percentage', value: 50 } } });
    t = cartTotals(promo);
    expect(t.orderDiscount).toBe(2120);
    expect(t.total).toBe(2120);
    expect(cartTotals(cartReducer(promo, { type: 'promo', promo: null })).total).toBe(4000);
    const huge = cartReducer(s, { type: 'orderDiscount', discount: { type: 'fixed_amount', value: 999_999 } });
    expect(cartTotals(huge).total).toBe(0);
    expect(cartReducer(s, { type: 'lineDiscount', key: 'a', discount: { type: 'percentage', value: 0 } }).lines[0].discount).toBeNull();
    expect(cartReducer(s, { type: 'orderDiscount', discount: { type: 'percentage', value: 150 } }).orderDiscount).toEqual({
      type: 'percentage',
      value: 100,
    });
  });

  it('splits the included taxes per rate after the discounts, to the centime', () => {
    const s = run(
      { type: 'add', item: coffee, key: 'a' }, // 12.00 at 10 %
      { type: 'add', item: olives, key: 'b', quantity: 1 }, // 45.00 at 20 %
      { type: 'add', item: bread, key: 'c' }, // 2.50 at 0 %
      { type: 'orderDiscount', discount: { type: 'fixed_amount', value: 595 } },
    );
    const t = cartTotals(s);
    expect(t.total).toBe(5355);
    expect(t.taxes.map((x) => x.tva)).toEqual([0, 10, 20]);
    expect(t.taxes.reduce((a, x) => a + x.total, 0)).toBe(t.total);
    const ten = t.taxes.find((x) => x.tva === 10)!;
    expect(ten.total).toBe(1080);
    expect(ten.amount).toBe(98); // 10.80 × 10/110
    expect(t.taxes.find((x) => x.tva === 0)!.amount).toBe(0);
  });

  it('sells on credit only with a client, and dropping the client ends the credit', () => {
    let s = run({ type: 'credit', isCredit: true });
    expect(s.isCredit).toBe(false);
    s = cartReducer(s, { type: 'client', client: { id: 4, name: 'Nadia', loyaltyPoints: 10 } });
    s = cartReducer(s, { type: 'credit', isCredit: true });
    expect(s.isCredit).toBe(true);
    s = cartReducer(s, { type: 'client', client: null });
    expect(s.isCredit).toBe(false);
  });

  it('tells the currencies of the cart (a mix is warned about) and clears everything', () => {
    const eur = { ...bread, priceId: 9, currencyTag: 'EUR' };
    const s = run({ type: 'add', item: coffee, key: 'a' }, { type: 'add', item: eur, key: 'b' }, { type: 'notes', notes: 'sans sucre' });
    expect(cartTotals(s).currencies).toEqual(['MAD', 'EUR']);
    expect(s.notes).toBe('sans sucre');
    expect(cartReducer(s, { type: 'clear' })).toEqual(EMPTY_CART);
  });

  it('empties the ticket on "Vider" and brings it back until the next line is rung up', () => {
    const client = { id: 4, name: 'Nadia', loyaltyPoints: 10 };
    const full = run({ type: 'add', item: coffee, key: 'a' }, { type: 'add', item: bread, key: 'b' }, { type: 'client', client });
    const emptied = cartReducer(full, { type: 'discard' });
    expect(emptied.lines).toEqual([]);
    expect(emptied.client).toBeNull();
    expect(emptied.discarded?.lines.map((l) => l.key)).toEqual(['a', 'b']);
    expect(isBlankCart(emptied)).toBe(false);
    // Undone: the ticket as it was, client and selection too.
    const back = cartReducer(emptied, { type: 'restore' });
    expect(back).toEqual({ ...full, discarded: null });
    // A new line starts a new sale: the emptied ticket is gone for good.
    const next = cartReducer(emptied, { type: 'add', item: olives, quantity: 0.5, key: 'c' });
    expect(next.discarded).toBeNull();
    expect(cartReducer(next, { type: 'restore' })).toBe(next);
    // Nothing to empty, nothing kept; a paid sale is cleared without a way back.
    expect(cartReducer(EMPTY_CART, { type: 'discard' })).toBe(EMPTY_CART);
    expect(cartReducer(full, { type: 'clear' })).toEqual(EMPTY_CART);
    expect(isBlankCart(EMPTY_CART)).toBe(true);
  });
});
