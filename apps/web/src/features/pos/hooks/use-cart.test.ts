// The till's ticket in the browser (issue 23): it survives a till opened before its store is known (the home page,
// the menu), a reload, a change of store and back; only a paid or emptied ticket goes.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SellableItem } from '../cart/cart-types';
import { cartKeyOf, loadCart, useCart } from './use-cart';

const bread: SellableItem = {
  priceId: 2,
  productId: 12,
  label: 'Pain',
  unitPrice: 250,
  currencyTag: 'MAD',
  tva: 0,
  byWeight: false,
  unity: null,
};

afterEach(() => localStorage.clear());

describe('useCart', () => {
  it('keeps the ticket when the till opens before its store is known, and gives it back once it is', () => {
    const first = renderHook(({ store }) => useCart(store), { initialProps: { store: 1 as number | null } });
    act(() => first.result.current[1]({ type: 'add', item: bread, key: 'a' }));
    expect(JSON.parse(localStorage.getItem(cartKeyOf(1))!).lines).toHaveLength(1);
    first.unmount();

    // The tab closed, the app opened on the home page, then the till: the stores are loading at first.
    const again = renderHook(({ store }) => useCart(store), { initialProps: { store: null as number | null } });
    expect(again.result.current[0].lines).toEqual([]);
    expect(localStorage.getItem(cartKeyOf(1))).not.toBeNull();
    again.rerender({ store: 1 });
    expect(again.result.current[0].lines.map((l) => l.label)).toEqual(['Pain']);
    expect(localStorage.getItem(cartKeyOf(1))).not.toBeNull();
  });

  it('keeps each store its own ticket, and forgets one only once it is paid', () => {
    const h = renderHook(({ store }) => useCart(store), { initialProps: { store: 1 as number | null } });
    act(() => h.result.current[1]({ type: 'add', item: bread, key: 'a' }));
    h.rerender({ store: 2 });
    expect(h.result.current[0].lines).toEqual([]);
    h.rerender({ store: 1 });
    expect(h.result.current[0].lines).toHaveLength(1);
    // Emptied with "Vider": kept for its undo, across a reload too.
    act(() => h.result.current[1]({ type: 'discard' }));
    expect(loadCart(1).discarded?.lines).toHaveLength(1);
    act(() => h.result.current[1]({ type: 'restore' }));
    expect(h.result.current[0].lines).toHaveLength(1);
    act(() => h.result.current[1]({ type: 'clear' }));
    expect(localStorage.getItem(cartKeyOf(1))).toBeNull();
  });

  it('reads an unreadable copy as an empty ticket', () => {
    localStorage.setItem(cartKeyOf(3), '{oops');
    expect(loadCart(3).lines).toEqual([]);
    expect(loadCart(null).lines).toEqual([]);
  });
});
