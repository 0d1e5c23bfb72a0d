// Text in any of the four languages on a PDF page: the Unicode bidirectional algorithm (bidi-js) gives each character
// its level; the text is cut into runs of one level and one script, the runs put in visual order (rule L2), and each
// run drawn with its font. An Arabic run is handed to pdfkit in logical order: fontkit shapes it (joining forms,
// ligatures) and, seeing Arabic script, lays its glyphs right to left. Neutral characters resolved right to left
// (spaces, punctuation) are reversed and mirrored here. Numbers and Latin names inside Arabic keep their order.
import bidiFactory from 'bidi-js';
import type { FontName } from './fonts';
import type { PendingMark } from './glyph-unicode';

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Direction marks, embeddings and isolates: they steer the levels but are invisible, and in no embedded font. */
const MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Left-to-right isolate: a value (a phone number) kept in its own order inside right-to-left text. */
export const ltr = (value: string): string => `\u2066${value}\u2069`;
/** The baseline of a line drawn at `y` (its top): Noto Sans's ascender, so Latin and Arabic runs share it. */
const ASCENT = 1.069;

export interface Run {
  text: string;
  script: 'latin' | 'arabic';
}

interface LogicalRun {
  start: number;
  end: number;
  level: number;
  arabic: boolean;
}

/** The runs of one line of text, left to right as they appear on the page. */
export function visualRuns(input: string, rtl: boolean): Run[] {
  // The narrow no-break space Intl puts in numbers is not in the Latin subset: a no-break space stands in.
  const text = input.replace(/\u202F/g, '\u00A0');
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const runs: LogicalRun[] = [];
  for (let i = 0; i < text.length; i++) {
    if (MARKS.test(text[i])) continue;
    const arabic = ARABIC.test(text[i]);
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i] && last.arabic === arabic) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i], arabic });
  }
  const max = Math.max(...runs.map((r) => r.level));
  const odd = runs.map((r) => r.level).filter((l) => l % 2 === 1);
  const lowestOdd = odd.length ? Math.min(...odd) : max + 1;
  const order = runs.slice();
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (order[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && order[j].level >= level) j++;
      const reversed = order.slice(i, j).reverse();
      order.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  return order.map((r) => {
    let s = [...text.slice(r.start, r.end)].filter((c) => !MARKS.test(c)).join('');
    if (r.level % 2 === 1 && !r.arabic)
      s = [...s]
        .reverse()
        .map((c) => bidi.getMirroredCharacter(c) ?? c)
        .join('');
    return { text: s, script: r.arabic ? 'arabic' : 'latin' };
  });
}

/** What the drawing needs of a pdfkit document. */
export interface TextDoc {
  font(name: string): TextDoc;
  fontSize(size: number): TextDoc;
  fillColor(color: string): TextDoc;
  widthOfString(text: string, options?: Record<string, unknown>): number;
  text(text: string, x: number, y: number, options?: Record<string, unknown>): TextDoc;
  save(): TextDoc;
  restore(): TextDoc;
  translate(x: number, y: number): TextDoc;
  scale(x: number, y: number): TextDoc;
  path(svg: string): TextDoc;
  fill(color: string): TextDoc;
}

/** The font pdfkit draws with now: the marks its last text left out (glyph-unicode.ts). */
interface CurrentFont {
  _font?: { pendingMarks?: PendingMark[]; font?: { unitsPerEm: number } };
}

/** Draws the marks the last text left out, as outlines of their glyphs, where the font placed them. */
function drawMarks(doc: TextDoc, x: number, baseline: number, size: number, color: string) {
  const font = (doc as unknown as CurrentFont)._font;
  const marks = font?.pendingMarks;
  if (!font || !marks?.length) return;
  font.pendingMarks = undefined;
  const em = font.font?.unitsPerEm ?? 1000;
  for (const m of marks) {
    const svg = m.glyph.path?.toSVG();
    if (!svg) continue;
    doc
      .save()
      .translate(x + (m.x * size) / 1000, baseline - (m.y * size) / 1000)
      .scale(size / em, -size / em)
      .path(svg)
      .fill(color)
      .restore();
  }
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  rtl: boolean;
}

const fontOf = (script: Run['script'], bold?: boolean): FontName =>
  script === 'arabic' ? (bold ? 'arabic-bold' : 'arabic') : bold ? 'latin-bold' : 'latin';

function runWidths(doc: TextDoc, runs: Run[], style: TextStyle): number[] {
  return runs.map((r) => doc.font(fontOf(r.script, style.bold)).fontSize(style.size).widthOfString(r.text));
}

export function textWidth(doc: TextDoc, text: string, style: TextStyle): number {
  return runWidths(doc, visualRuns(text, style.rtl), style).reduce((a, b) => a + b, 0);
}

/**
 * One line of text in a box [x, x + width]: aligned to the start of the line's direction unless told ('left', 'right',
 * 'center'). Text wider than the box is cut at the end (in reading order) with an ellipsis.
 */
export function drawLine(
  doc: TextDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align?: 'left' | 'right' | 'center',
): void {
  let line = text;
  let runs = visualRuns(line, style.rtl);
  let widths = runWidths(doc, runs, style);
  let total = widths.reduce((a, b) => a + b, 0);
  while (total > width && line.length > 1) {
    line = `${[...line].slice(0, -2).join('').trimEnd()}…`;
    runs = visualRuns(line, style.rtl);
    widths = runWidths(doc, runs, style);
    total = widths.reduce((a, b) => a + b, 0);
  }
  const side = align ?? (style.rtl ? 'right' : 'left');
  let at = side === 'left' ? x : side === 'right' ? x + width - total : x + (width - total) / 2;
  if (style.color) doc.fillColor(style.color);
  const baseline = y + ASCENT * style.size;
  runs.forEach((r, i) => {
    doc.font(fontOf(r.script, style.bold)).fontSize(style.size).text(r.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (r.script === 'arabic') drawMarks(doc, at, baseline, style.size, style.color ?? '#000000');
    at += widths[i];
  });
}

/** Paragraphs cut into lines that fit `width` (words kept whole), in reading order. */
export function wrapText(doc: TextDoc, text: string, width: number, style: TextStyle): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(doc, candidate, style) > width) {
        out.push(line);
        line = word;
      } else line = candidate;
    }
    out.push(line);
  }
  return out;
}
