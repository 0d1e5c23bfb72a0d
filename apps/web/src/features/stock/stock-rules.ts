// The stock screens' small rules: a state's colour, quantities to 3 decimals, a movement's signed quantity.
import type { StockState } from '@comptoir/shared';
import { formatDecimal, numberSeparators } from '../../lib/format';

/** ok green, critical orange, out red (product-spec §2 'Stock'). */
export const STATE_COLOR: Record<StockState, string> = { ok: 'green', critical: 'orange', out: 'red' };

/** Quantities are kept to 3 decimals (kilos, litres): 12 → '12', 2.5 → '2,5' in French. */
export function formatQuantity(value: number, locale: string): string {
  return formatDecimal(value, locale, 0, 3);
}

/**
 * A quantity of units as whole cartons and the units left over (issue 26: the carton nature), or null when the product
 * has no units per carton. Negative quantities keep their sign on both parts.
 */
export function cartonsOf(quantity: number, perCarton: number | null | undefined): { cartons: number; units: number } | null {
  if (!perCarton || perCarton <= 0) return null;
  const sign = quantity < 0 ? -1 : 1;
  const abs = Math.abs(quantity);
  const cartons = Math.floor(Math.round((abs / perCarton) * 1e6) / 1e6);
  const units = Math.round((abs - cartons * perCarton) * 1000) / 1000;
  return { cartons: sign * cartons, units: sign * units };
}

/**
 * What a count entered as cartons and units comes to in units (the count screen; saved in units): '' counts as 0, and
 * null when nothing was entered at all. Cartons are ignored without units per carton.
 */
export function unitsOfCount(cartons: number | '', units: number | '', perCarton: number | null | undefined): number | null {
  if (cartons === '' && units === '') return null;
  const fromCartons = perCarton && perCarton > 0 && cartons !== '' ? cartons * perCarton : 0;
  return Math.round((fromCartons + (units === '' ? 0 : units)) * 1000) / 1000;
}

/** A movement's quantity with its sign, always shown ('+3', '−2,5', '0'); the minus is the typographic one. */
export function formatSigned(value: number, locale: string): string {
  if (value === 0) return formatQuantity(0, locale);
  return `${value > 0 ? '+' : '\u2212'}${formatQuantity(Math.abs(value), locale)}`;
}

/** Green for what came in, red for what went out. */
export const signColor = (value: number): string | undefined => (value > 0 ? 'green' : value < 0 ? 'red' : undefined);

/** The known units have a short label (stock.units.*); another unit is shown as typed. */
export const KNOWN_UNITS = ['g', 'kg', 'l', 'ml', 'lb', 'oz', 'm', 'unit'] as const;
export const isKnownUnit = (unity: string | null): unity is (typeof KNOWN_UNITS)[number] =>
  unity !== null && (KNOWN_UNITS as readonly string[]).includes(unity);

/** A stock quantity's number input: never negative, no spinner, the decimal keypad, the locale's separators (3 decimals; 2 for a price). */
export const amountInputProps = (language: string, decimals = 3) => ({
  min: 0,
  decimalScale: decimals,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal' as const,
  ...numberSeparators(language),
});
