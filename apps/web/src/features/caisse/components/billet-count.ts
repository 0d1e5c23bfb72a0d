// The arithmetic of the denomination counter, exact in minor units (centimes).
import { toMinor, type Billet } from '@comptoir/shared';

export type Quantities = Record<number, number>;

/** Total of the counted notes and coins of one currency, in minor units. */
export function countedTotal(billets: readonly Billet[], quantities: Quantities): number {
  return billets.reduce((sum, b) => sum + toMinor(b.value) * (quantities[b.id] ?? 0), 0);
}

/** The lines to send: only denominations actually counted. */
export function countedLines(quantities: Quantities): { billetId: number; quantity: number }[] {
  return Object.entries(quantities)
    .map(([id, q]) => ({ billetId: Number(id), quantity: q }))
    .filter((l) => l.quantity > 0);
}

/** A typed quantity: whole, 0 to 100,000; anything else counts 0. */
export function parseQuantity(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : 0;
}
