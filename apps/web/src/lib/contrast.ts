// Colour contrast as WCAG 2 computes it: text drawn on a colour the user chose (a category, a tile) picks black or
// white, whichever has the higher contrast ratio, so it meets AA wherever the colour allows it.

const DARK = '#1a1b1e';
const LIGHT = '#fff';

/** WCAG relative luminance of a #rrggbb colour (null for anything else). */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = m.slice(1).map((x) => {
    const c = parseInt(x, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a) ?? 0, luminance(b) ?? 0];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white text, whichever reads better on a #rrggbb background (white for anything else). */
export function readableTextOn(background: string): string {
  if (luminance(background) === null) return LIGHT;
  return contrastRatio(background, '#1a1b1e') >= contrastRatio(background, '#ffffff') ? DARK : LIGHT;
}

/** A #rrggbb colour mixed toward black by `amount` (0 to 1). */
function darken(hex: string, amount: number): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `#${m
    .slice(1)
    .map((x) =>
      Math.round(parseInt(x, 16) * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Text in a colour on a lighter background, darkened just enough to reach `min` (WCAG AA 4.5:1 by default): the
 * colour itself when it already does.
 */
export function darkTextOn(text: string, background: string, min = 4.5): string {
  if (luminance(text) === null || luminance(background) === null) return text;
  for (let step = 0; step <= 20; step++) {
    const candidate = darken(text, step * 0.05);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return DARK;
}
