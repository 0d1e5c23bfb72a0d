// A PDF's text as pdf.js extracts it (the legacy build runs in Node): per page, lines top to bottom, each line's items
// left to right as drawn, and each item's text in logical order (pdf.js puts right-to-left runs back in reading order).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfLine {
  y: number;
  items: { x: number; str: string; dir: string }[];
}

export async function pdfLines(data: Buffer): Promise<PdfLine[][]> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfLine[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    const lines = new Map<number, PdfLine>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const y = Math.round(item.transform[5]);
      const key = [...lines.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      const line = lines.get(key) ?? { y: key, items: [] };
      line.items.push({ x: item.transform[4], str: item.str, dir: item.dir });
      lines.set(key, line);
    }
    pages.push([...lines.values()].sort((a, b) => b.y - a.y).map((l) => ({ ...l, items: l.items.sort((a, b) => a.x - b.x) })));
  }
  await doc.destroy();
  return pages;
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * A right-to-left line read back: its items (left to right on the page) in groups — each Arabic item alone, Latin and
 * number items together with the spaces between them — and the groups read right to left.
 */
function readRtl(items: PdfLine['items']): string {
  const isLatin = (str: string) => !ARABIC.test(str) && str.trim() !== '';
  const groups: { latin: boolean; parts: string[] }[] = [];
  items.forEach((item, i) => {
    const prev = groups[groups.length - 1];
    const space = item.str.trim() === '';
    if (prev?.latin && (isLatin(item.str) || (space && i + 1 < items.length && isLatin(items[i + 1].str)))) prev.parts.push(item.str);
    else groups.push({ latin: isLatin(item.str), parts: [item.str] });
  });
  return groups
    .reverse()
    .map((g) => g.parts.join(''))
    .join('');
}

/** The page's lines as text: items joined left to right, or read right to left for a right-to-left document. */
export async function pdfText(data: Buffer, rtl = false): Promise<string[]> {
  const pages = await pdfLines(data);
  return pages.flat().map((l) => (rtl ? readRtl(l.items) : l.items.map((i) => i.str).join('')));
}
