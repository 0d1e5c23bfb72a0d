// The basket a staff member fills from the client catalogue (add-to-cart): lines of price id and quantity, kept for
// the session. The till and the online checkout take it over when they land.
import { createStore, useStore } from '../../lib/create-store';

export interface CartLine {
  priceId: number;
  label: string;
  unitPrice: number;
  currencyTag: string;
  quantity: number;
}

export const cartStore = createStore<{ lines: CartLine[] }>({ lines: [] });

export function addToCart(line: Omit<CartLine, 'quantity'>): void {
  cartStore.set(({ lines }) => {
    const seen = lines.find((l) => l.priceId === line.priceId);
    return {
      lines: seen ? lines.map((l) => (l === seen ? { ...l, quantity: l.quantity + 1 } : l)) : [...lines, { ...line, quantity: 1 }],
    };
  });
}

export const useCartCount = () => useStore(cartStore, (s) => s.lines.reduce((n, l) => n + l.quantity, 0));
