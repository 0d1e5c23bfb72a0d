// Pure rules of the catalogue screens: tile initials and contrast, price lines, what the form sends.
import { contrastRatio, readableTextOn } from '../../lib/contrast';

/** Up to two initials of a product's name: the first letters of its first two words ("Pain au chocolat" → "PA"); an
 *  Arabic word's article is passed over ("الغابة السوداء" → "غس", not "اا"). */
export function initialsOf(label: string): string {
  const words = label
    .replace(/[()'’"«».,;:!?/-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.slice(0, 2).map((w) => {
    const chars = [...w];
    return (chars.length > 3 && chars[0] === 'ا' && chars[1] === 'ل' ? chars[2] : chars[0]) ?? '';
  });
  return letters.join('').toLocaleUpperCase() || '?';
}

/** Black or white text, whichever reads better on a #rrggbb background (WCAG contrast, lib/contrast.ts). */
export const readableOn = readableTextOn;

/** The tile background: the category colour, darkened until its text reads at 4.5:1 when neither text colour does. */
export function tileBackground(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  let [r, g, b] = m.slice(1).map((x) => parseInt(x, 16)) as [number, number, number];
  const css = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const ok = () => contrastRatio(css(), readableTextOn(css())) >= 4.5;
  for (let i = 0; i < 10 && !ok(); i++) [r, g, b] = [r, g, b].map((c) => Math.round(c * 0.9)) as [number, number, number];
  return css();
}

/** The price a client pays now: the promo counts only if lower than the price and not expired (product-spec §2). */
export function effectivePrice(p: { price: number; promoPrice: number | null; promotionEndAt: string | null }, now = Date.now()): number {
  const active = p.promoPrice !== null && p.promoPrice < p.price && p.promotionEndAt !== null && Date.parse(p.promotionEndAt) > now;
  return active ? p.promoPrice! : p.price;
}
