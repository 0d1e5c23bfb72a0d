// The cart of one store's till, kept in the browser (product-spec §3: the cart lives in browser storage), so a reload,
// a closed tab or any way back into the till never loses what the cashier has rung up: it goes only when the sale is
// paid or the cashier empties it (and then it can still be brought back until the next line).
import { useCallback, useEffect, useReducer } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { EMPTY_CART, cartReducer, isBlankCart } from '../cart/cart-reducer';
import type { CartAction, CartState } from '../cart/cart-types';

export const cartKeyOf = (storeId: number) => `${STORAGE_KEYS.posCart}.${storeId}`;

/** The ticket kept for this store, or an empty one (nothing kept, or unreadable). */
export function loadCart(storeId: number | null): CartState {
  if (storeId === null) return EMPTY_CART;
  const raw = readStorage(cartKeyOf(storeId));
  if (!raw) return EMPTY_CART;
  try {
    const parsed = JSON.parse(raw) as Partial<CartState>;
    return Array.isArray(parsed.lines) ? { ...EMPTY_CART, ...parsed } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

/** Keeps the store's ticket, or forgets it once there is nothing left to keep. */
export function saveCart(storeId: number, cart: CartState): void {
  if (isBlankCart(cart)) removeStorage(cartKeyOf(storeId));
  else writeStorage(cartKeyOf(storeId), JSON.stringify(cart));
}

/** The cart and the store it belongs to: a store not known yet (its list still loading) holds nothing and saves nothing. */
interface Held {
  storeId: number | null;
  cart: CartState;
}
type HeldAction = { type: 'load'; storeId: number | null } | { type: 'cart'; action: CartAction };

function heldReducer(held: Held, a: HeldAction): Held {
  if (a.type === 'load') return { storeId: a.storeId, cart: loadCart(a.storeId) };
  return { ...held, cart: cartReducer(held.cart, a.action) };
}

const init = (storeId: number | null): Held => ({ storeId, cart: loadCart(storeId) });

export function useCart(storeId: number | null) {
  const [held, send] = useReducer(heldReducer, storeId, init);
  // The store became known (the till opened before its list arrived) or changed: its own ticket, read from the browser.
  // Until then nothing is written, so the ticket kept for a store is never replaced by an empty one.
  if (held.storeId !== storeId) send({ type: 'load', storeId });
  const cart = held.storeId === storeId ? held.cart : loadCart(storeId);
  useEffect(() => {
    if (held.storeId !== null) saveCart(held.storeId, held.cart);
  }, [held]);
  const dispatch = useCallback((action: CartAction) => send({ type: 'cart', action }), []);
  return [cart, dispatch] as const;
}

let seq = 0;
/** A key for a new cart line. */
export const lineKey = (): string => `l${Date.now().toString(36)}${(seq++).toString(36)}`;
