// The online cart is one sign-in's: cleared at sign-out (browser storage and the page), and another client signing in
// on the same browser never sees it — even when the first one's session ended without a sign-out (expired token).
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { clearToken, saveToken, sessionFingerprint } from '../../lib/token-storage';
import { addToCart, cartStore, clearCart, CART_KEY } from './cart-store';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const croissant = { priceId: 7, unformatedPrice: 12, label: 'Croissant', currencyTag: 'MAD' };
const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as { commands: { priceId: number }[]; owner: string } | null;

afterEach(() => {
  clearCart();
  clearToken();
});

describe('the online cart and the sign-in', () => {
  it('is kept in browser storage under the cart key, stamped with its sign-in (never the token)', () => {
    expect(CART_KEY).toBe(STORAGE_KEYS.cart);
    saveToken('token-of-salma-0123456789', inAnHour());
    addToCart(croissant, 2, 3);
    const cart = stored();
    expect(cart?.commands).toEqual([{ ...croissant, quantity: 2 }]);
    expect(cart?.owner).toEqual(expect.any(String));
    expect(JSON.stringify(cart)).not.toContain('token-of-salma');
  });

  it('is cleared at sign-out, in storage and on the page', () => {
    saveToken('token-of-salma-0123456789', inAnHour());
    addToCart(croissant, 2, 3);
    clearToken();
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(cartStore.get()).toEqual({ lines: [], magasinId: null });
  });

  it("never shows another client's cart after they sign in on the same browser, even without a sign-out", () => {
    saveToken('token-of-salma-0123456789', inAnHour());
    addToCart(croissant, 2, 3);
    // Salma's session ends without signing out (the tab closed, the token expired); Karim signs in.
    saveToken('token-of-karim-9876543210', inAnHour());
    expect(cartStore.get().lines).toEqual([]);
    expect(stored()?.commands ?? []).toEqual([]);
    // Karim's own cart is his.
    addToCart({ ...croissant, priceId: 8 }, 1, 3);
    expect(cartStore.get().lines.map((l) => l.priceId)).toEqual([8]);
  });

  it("follows this sign-in's cart changed in another tab, and ignores one another sign-in left there", () => {
    saveToken('token-of-karim-9876543210', inAnHour());
    const write = (owner: string | null) => {
      localStorage.setItem(CART_KEY, JSON.stringify({ commands: [{ ...croissant, quantity: 5 }], magasinId: 3, owner }));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    };
    write(sessionFingerprint());
    expect(cartStore.get().lines.map((l) => l.quantity)).toEqual([5]);
    write('someone-else');
    expect(cartStore.get().lines).toEqual([]);
    write(null);
    expect(cartStore.get().lines).toEqual([]);
  });
});
