// The cart filled from the client catalogue (add-to-cart), kept in browser storage (product-spec §3: lines of
// priceId, unformatedPrice and quantity; the total is the sum of price × quantity). The checkout sends price ids and
// quantities only: the server prices the order; the price kept here is what the cart shows meanwhile.
import { cartLine, type CartLineStored } from '@comptoir/shared';
import { z } from 'zod';
import { createStore, useStore } from '../../lib/create-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { sessionFingerprint, subscribeToken } from '../../lib/token-storage';

/** The browser key of the cart (removed with the token at sign-out). */
export const CART_KEY = STORAGE_KEYS.cart;

export interface CartLine extends CartLineStored {
  label: string;
  currencyTag: string;
}

const stored = z.object({
  commands: z.array(cartLine.extend({ label: z.string(), currencyTag: z.string() })),
  /** The store whose catalogue filled the cart: the checkout's first choice (its prices are that store's). */
  magasinId: z.number().nullable().optional(),
  /** The sign-in that filled it (sessionFingerprint): another sign-in on this browser never sees it. */
  owner: z.string().nullable().optional(),
});

interface Cart {
  lines: CartLine[];
  magasinId: number | null;
}

function read(): Cart {
  try {
    const raw = localStorage.getItem(CART_KEY);
    const cart = raw ? stored.parse(JSON.parse(raw)) : null;
    // A cart left by another sign-in (or by nobody) is not this one's.
    if (!cart || !cart.owner || cart.owner !== sessionFingerprint()) return { lines: [], magasinId: null };
    return { lines: cart.commands, magasinId: cart.magasinId ?? null };
  } catch {
    return { lines: [], magasinId: null };
  }
}

export const cartStore = createStore<Cart>(read());

cartStore.subscribe(() => {
  try {
    const { lines, magasinId } = cartStore.get();
    const owner = sessionFingerprint();
    // Signed out: nothing is kept (clearToken removed it).
    if (!owner) localStorage.removeItem(CART_KEY);
    else localStorage.setItem(CART_KEY, JSON.stringify({ commands: lines, magasinId, owner }));
  } catch {
    // Storage full or refused (private mode): the cart lives for the page.
  }
});

// Another tab changed the cart: follow it. A sign-out or another sign-in (this tab or another): read it again, so
// the cart shown is the new sign-in's own (empty).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_KEY) cartStore.set(read());
  });
  subscribeToken(() => {
    const next = read();
    const now = cartStore.get();
    if (next.lines.length !== now.lines.length || next.lines.some((l, i) => l !== now.lines[i]) || next.magasinId !== now.magasinId)
      cartStore.set(next);
  });
}

export function addToCart(line: Omit<CartLine, 'quantity'>, quantity = 1, magasinId?: number | null): void {
  cartStore.set(({ lines, magasinId: was }) => {
    const seen = lines.find((l) => l.priceId === line.priceId);
    return {
      magasinId: magasinId ?? was,
      lines: seen
        ? lines.map((l) => (l === seen ? { ...l, ...line, quantity: l.quantity + quantity } : l))
        : [...lines, { ...line, quantity }],
    };
  });
}

/** Sets a line's quantity (0 removes it). */
export function setQuantity(priceId: number, quantity: number): void {
  cartStore.set(({ lines, magasinId }) => ({
    magasinId,
    lines: quantity > 0 ? lines.map((l) => (l.priceId === priceId ? { ...l, quantity } : l)) : lines.filter((l) => l.priceId !== priceId),
  }));
}

export const clearCart = (): void => cartStore.set({ lines: [], magasinId: null });

/** The cart's total: the sum of price × quantity, in minor units summed exactly. */
export const cartTotal = (lines: readonly CartLine[]): number =>
  lines.reduce((a, l) => a + Math.round(l.unformatedPrice * 100) * l.quantity, 0) / 100;

export const useCartLines = () => useStore(cartStore, (s) => s.lines);
export const useCartStore = () => useStore(cartStore, (s) => s.magasinId);
export const useCartCount = () => useStore(cartStore, (s) => s.lines.reduce((n, l) => n + l.quantity, 0));
