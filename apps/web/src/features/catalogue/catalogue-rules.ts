// Pure rules of the catalogue screens: tile initials and contrast, price lines, what the form sends.
/** Up to two initials of a product's name: the first letters of its first two words ("Pain au chocolat" → "PA"). */
export function initialsOf(label: string): string {
  const words = label
    .replace(/[()'’"«».,;:!?/-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w][0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/** Black or white text, whichever reads better on a #rrggbb background. */
export function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = m.slice(1).map((x) => parseInt(x, 16) / 255);
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.6 ? '#1a1b1e' : '#fff';
}

/** The price a client pays now: the promo counts only if lower than the price and not expired (product-spec §2). */
export function effectivePrice(p: { price: number; promoPrice: number | null; promotionEndAt: string | null }, now = Date.now()): number {
  const active = p.promoPrice !== null && p.promoPrice < p.price && p.promotionEndAt !== null && Date.parse(p.promotionEndAt) > now;
  return active ? p.promoPrice! : p.price;
}
