// Arabic on a printer without an Arabic code page: the text is drawn by the browser (which shapes and orders it right
// to left) on a canvas as wide as the roll's dots, then turned into a 1-bit image line for GS v 0.
import type { Align, RasterImage } from './escpos';

/** Dots of a canvas's pixels to a 1-bit image: dark (luminance < 50 %, opaque enough) is black. */
export function toRaster(rgba: Uint8ClampedArray, width: number, height: number): RasterImage {
  const widthBytes = Math.ceil(width / 8);
  const data = new Uint8Array(widthBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const lum = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
      if (rgba[i + 3] > 127 && lum < 128) data[y * widthBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
  return { widthBytes, height, data };
}

/** Draws `text` right to left on a canvas `dots` wide; null where the browser has no 2D canvas (tests, old devices). */
export function rasterText(text: string, dots: number, style: { bold: boolean; double: boolean; align: Align }): RasterImage | null {
  if (typeof document === 'undefined') return null;
  const size = style.double ? 48 : 24;
  const height = Math.round(size * 1.35);
  const canvas = document.createElement('canvas');
  canvas.width = dots;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, dots, height);
  ctx.fillStyle = '#000';
  ctx.direction = 'rtl';
  ctx.font = `${style.bold ? 'bold ' : ''}${size}px "Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, sans-serif`;
  ctx.textBaseline = 'middle';
  // In right-to-left, 'start' is the right edge: a left-aligned line of the ticket reads from the right in Arabic.
  ctx.textAlign = style.align === 'center' ? 'center' : style.align === 'right' ? 'left' : 'right';
  const x = style.align === 'center' ? dots / 2 : style.align === 'right' ? 0 : dots;
  ctx.fillText(text, x, height / 2, dots);
  return toRaster(ctx.getImageData(0, 0, dots, height).data, dots, height);
}
