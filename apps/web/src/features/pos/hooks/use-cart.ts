// The cart of one store's till, kept in the browser (product-spec §3: the cart lives in browser storage), so a reload
// or a crash of the tab never loses what the cashier has rung up.
import { useEffect, useReducer } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { EMPTY_CART, cartReducer } from '../cart/cart-reducer';
import type { CartState } from '../cart/cart-types';

const keyOf = (storeId: number | null) => `${STORAGE_KEYS.posCart}.${storeId ?? 0}`;

function load(storeId: number | null): CartState {
  const raw = readStorage(keyOf(storeId));
  if (!raw) return EMPTY_CART;
  try {
    const parsed = JSON.parse(raw) as Partial<CartState>;
    return Array.isArray(parsed.lines) ? { ...EMPTY_CART, ...parsed } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

export function useCart(storeId: number | null) {
  const [state, dispatch] = useReducer(cartReducer, storeId, load);
  useEffect(() => {
    if (state.lines.length === 0 && !state.client && !state.notes) removeStorage(keyOf(storeId));
    else writeStorage(keyOf(storeId), JSON.stringify(state));
  }, [state, storeId]);
  return [state, dispatch] as const;
}

let seq = 0;
/** A key for a new cart line. */
export const lineKey = (): string => `l${Date.now().toString(36)}${(seq++).toString(36)}`;
