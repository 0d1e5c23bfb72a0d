// Text that can be copied and extracted out of shaped Arabic. pdfkit maps each glyph of a subset to the characters it
// first stood for (the ToUnicode map); but an Arabic font draws several letters with one base glyph and adds their
// dots as marks (Noto Sans Arabic: ب ت ث ن ي share a dotless medial form), so every letter after the first read back as
// the first. Here a glyph standing for other characters than before gets its own copy in the subset, so each maps back
// to its own letters.
interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  path?: { toSVG(): string };
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}
/** A dot or other mark the font adds to a letter (no character of its own), placed by the font's positioning. */
export interface PendingMark {
  glyph: Glyph;
  /** From the run's start along the line, and above the baseline, in thousandths of the font size. */
  x: number;
  y: number;
}
interface FontkitLike {
  getGlyph(id: number, characters?: number[]): (Glyph & object) | null;
  _glyphCopies?: boolean;
}
interface EmbeddedFontLike {
  font: FontkitLike;
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[] };
  /** The marks left out of the last encoded text, for the caller to draw as outlines. */
  pendingMarks?: PendingMark[];
  subset: { includeGlyph(id: number): number; glyphs: number[] };
  widths: number[];
  unicode: number[][];
  scale: number;
  encode(text: string, features?: unknown): [string[], Position[]];
  glyphCopies?: Map<string, number>;
}

const patched = new WeakSet<object>();
const same = (a: readonly number[] | undefined, b: readonly number[]) => !!a && a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * fontkit keeps one glyph object per glyph id, holding the characters of its first use: a shared glyph then claims the
 * first letter's characters everywhere. A glyph asked for other characters is answered by a copy holding them.
 */
function unshareGlyphs(fontkit: FontkitLike): void {
  if (fontkit._glyphCopies) return;
  fontkit._glyphCopies = true;
  const base = fontkit.getGlyph.bind(fontkit);
  fontkit.getGlyph = (id, characters = []) => {
    const glyph = base(id, characters);
    if (!glyph || !characters.length || same(glyph.codePoints, characters)) return glyph;
    return Object.assign(Object.create(Object.getPrototypeOf(glyph) as object) as Glyph, glyph, { codePoints: characters });
  };
}

/** Patches a pdfkit embedded font: its fontkit font's glyphs, and its class's encoding (once per class). */
export function patchGlyphUnicode(font: unknown): void {
  const embedded = font as EmbeddedFontLike;
  if (embedded?.font && typeof embedded.font.getGlyph === 'function') unshareGlyphs(embedded.font);
  const proto = Object.getPrototypeOf(font) as EmbeddedFontLike | null;
  if (!proto || patched.has(proto) || typeof proto.encode !== 'function') return;
  patched.add(proto);
  proto.encode = function encode(this: EmbeddedFontLike, text, features) {
    const run = this.layout(text, features);
    this.glyphCopies ??= new Map();
    const res: string[] = [];
    const positions: Position[] = [];
    const marks: PendingMark[] = [];
    let pen = 0;
    for (let i = 0; i < run.glyphs.length; i++) {
      const glyph = run.glyphs[i];
      const pos = run.positions[i];
      // A mark with no character (the dots of a letter drawn dotless): drawn apart as an outline, so the text keeps only
      // letters, one after the other, and reads back whole (no repositioning between them, no character of its own).
      if (!glyph.codePoints.length && (pos.xOffset || pos.yOffset || !pos.xAdvance)) {
        marks.push({ glyph, x: pen + pos.xOffset, y: pos.yOffset });
        pen += pos.xAdvance;
        if (positions.length)
          positions[positions.length - 1] = {
            ...positions[positions.length - 1],
            xAdvance: positions[positions.length - 1].xAdvance + pos.xAdvance,
          };
        continue;
      }
      pen += pos.xAdvance;
      positions.push(pos);
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
      let gid = this.glyphCopies.get(key);
      if (gid === undefined) {
        gid = this.subset.includeGlyph(glyph.id);
        if (this.unicode[gid] !== undefined && !same(this.unicode[gid], glyph.codePoints) && glyph.codePoints.length) {
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        }
        this.glyphCopies.set(key, gid);
      }
      res.push(`0000${gid.toString(16)}`.slice(-4));
      if (this.widths[gid] === undefined) this.widths[gid] = glyph.advanceWidth * this.scale;
      if (this.unicode[gid] === undefined) this.unicode[gid] = glyph.codePoints;
    }
    this.pendingMarks = marks;
    return [res, positions];
  };
}
