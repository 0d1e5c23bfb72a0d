// What the SVG charts share: the room left for the value axis and the dates, and a round top for the value axis.
export const AXIS = 28;

/** The room the value axis needs for its longest label (about 6.5 px a character at the axis' font size, and a gap). */
export const axisWidth = (labels: readonly string[]): number => Math.max(0, ...labels.map((l) => l.length)) * 6.5 + 10;
export const BOTTOM = 20;
export const TOP = 8;

/** The smallest round number (1, 2…9 × a power of ten) at or above max; at least 1. */
export function niceMax(max: number): number {
  if (max <= 4) return Math.max(1, Math.ceil(max));
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

/** Three ticks (0, half, top), or every whole number up to 4. */
export const ticksOf = (max: number): number[] => (max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, max / 2, max]);
