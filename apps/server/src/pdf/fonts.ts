// The fonts embedded in every document: Noto Sans (Latin) and Noto Sans Arabic, regular and bold, from the
// @fontsource npm packages (OFL; no download at install or run time). They ship as WOFF; pdfkit embeds TrueType, so each
// file is unwrapped once (WOFF is the TrueType tables, each zlib-compressed) and kept in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** A WOFF 1.0 file back to the TrueType/OpenType file it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw),
    });
  }
  let pow = 1;
  let log = 0;
  while (pow * 2 <= numTables) {
    pow *= 2;
    log++;
  }
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(pow * 16, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(numTables * 16 - pow * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    t.tag.copy(header, rec);
    header.writeUInt32BE(t.checksum, rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(t.data.length, rec + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

export type FontName = 'latin' | 'latin-bold' | 'arabic' | 'arabic-bold';

const FILES: Record<FontName, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  'arabic-bold': '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
};

let cache: Record<FontName, Buffer> | undefined;

/** The four fonts as TrueType, read once per process. */
export function documentFonts(): Record<FontName, Buffer> {
  cache ??= Object.fromEntries(
    (Object.keys(FILES) as FontName[]).map((name) => [name, woffToSfnt(readFileSync(require.resolve(FILES[name])))]),
  ) as Record<FontName, Buffer>;
  return cache;
}

interface EmbeddedFontLike {
  font: { createSubset(): unknown; getGlyph(id: number): { advanceWidth: number } };
  subset: unknown;
  widths: number[];
  unicode: number[][];
  scale: number;
}
interface DocWithFonts {
  font(name: string): unknown;
  _font?: unknown;
}
const shared = new Map<FontName, EmbeddedFontLike['font']>();

/**
 * Selects each document font once, so that it is embedded, and hands every document after the first the same parsed
 * font (fontkit parses the OpenType tables — cmap, GSUB, GPOS — lazily, once per font object: re-parsing them was most
 * of a page's time). Each document keeps its own subset. Answers the embedded fonts, for glyph-unicode.ts.
 */
export function shareFonts(doc: DocWithFonts, names: readonly FontName[]): unknown[] {
  return names.map((name) => {
    doc.font(name);
    const embedded = doc._font as EmbeddedFontLike;
    const known = shared.get(name);
    if (!known) shared.set(name, embedded.font);
    else if (embedded.font !== known) {
      embedded.font = known;
      embedded.subset = known.createSubset();
      embedded.unicode = [[0]];
      embedded.widths = [known.getGlyph(0).advanceWidth * embedded.scale];
    }
    return embedded;
  });
}
