// ESC/POS bytes for thermal ticket printers (Epson's command set, which most 58 and 80 mm printers speak): text in
// the printer's Western code page (WPC1252), bold, double size, alignment, a QR code, a raster image line (GS v 0), the
// cut and the cash drawer's kick. Pure: no browser API, so the bytes are tested against reviewed fixtures
// (escpos.test.ts). Arabic text goes through `raster` (a canvas, ./arabic-raster.ts) unless the printer has an Arabic
// code page (CP1256) and the setting says so.

export type Roll = '58' | '80';
export type Align = 'left' | 'center' | 'right';

/** Characters per line in font A, and dots per line, of each roll. */
export const ROLL = { '58': { chars: 32, dots: 384 }, '80': { chars: 48, dots: 576 } } as const;

/** A 1-bit image, rows of `widthBytes` bytes, most significant bit the leftmost dot (1 = black). */
export interface RasterImage {
  widthBytes: number;
  height: number;
  data: Uint8Array;
}

export interface EscPosOptions {
  roll: Roll;
  /** How Arabic prints: an image line (any printer), or the printer's CP1256 code page (its number for ESC t). */
  arabic?: { kind: 'image' } | { kind: 'codepage'; page: number };
  /** Draws a text as an image line `dots` wide (the browser's canvas); without it Arabic prints as '?'. */
  raster?: (text: string, dots: number, style: { bold: boolean; double: boolean; align: Align }) => RasterImage | null;
}

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
/** ESC t 16: WPC1252 (Latin-1 with €), the page every Epson-compatible printer has. */
export const WPC1252 = 16;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
export const hasArabic = (s: string): boolean => ARABIC.test(s);

// CP1256's Arabic letters and signs (the printer shapes them, or not: the image line is the default).
const CP1256: Record<string, number> = {
  '\u060c': 0xa1,
  '\u061b': 0xba,
  '\u061f': 0xbf,
  '\u0621': 0xc1,
  '\u0622': 0xc2,
  '\u0623': 0xc3,
  '\u0624': 0xc4,
  '\u0625': 0xc5,
  '\u0626': 0xc6,
  '\u0627': 0xc7,
  '\u0628': 0xc8,
  '\u0629': 0xc9,
  '\u062a': 0xca,
  '\u062b': 0xcb,
  '\u062c': 0xcc,
  '\u062d': 0xcd,
  '\u062e': 0xce,
  '\u062f': 0xcf,
  '\u0630': 0xd0,
  '\u0631': 0xd1,
  '\u0632': 0xd2,
  '\u0633': 0xd3,
  '\u0634': 0xd4,
  '\u0635': 0xd5,
  '\u0636': 0xd6,
  '\u0637': 0xd8,
  '\u0638': 0xd9,
  '\u0639': 0xda,
  '\u063a': 0xdb,
  '\u0640': 0xdc,
  '\u0641': 0xdd,
  '\u0642': 0xde,
  '\u0643': 0xdf,
  '\u0644': 0xe1,
  '\u0645': 0xe3,
  '\u0646': 0xe4,
  '\u0647': 0xe5,
  '\u0648': 0xe6,
  '\u0649': 0xec,
  '\u064a': 0xed,
  '\u064b': 0xf0,
  '\u064c': 0xf1,
  '\u064d': 0xf2,
  '\u064e': 0xf3,
  '\u064f': 0xf5,
  '\u0650': 0xf6,
  '\u0651': 0xf8,
  '\u0652': 0xfa,
};

/** A text in WPC1252 (or CP1256 for Arabic letters): what the page lacks prints as '?'. */
export function encodeText(text: string, arabicPage = false): number[] {
  const out: number[] = [];
  for (const ch of text.normalize('NFC')) {
    const c = ch.codePointAt(0) ?? 63;
    if (arabicPage && CP1256[ch] !== undefined) out.push(CP1256[ch]);
    else if (c === 0x20ac) out.push(0x80);
    else if (c === 0x2019 || c === 0x2018) out.push(0x27);
    else if (c === 0x2014 || c === 0x2013) out.push(0x2d);
    else if (c === 0xa0 || c === 0x202f) out.push(0x20);
    else if (c >= 0x20 && c < 0x7f) out.push(c);
    else if (c >= 0xa1 && c <= 0xff) out.push(c);
    else out.push(0x3f);
  }
  return out;
}

/** Display width of a text in font A (one column per character). */
const width = (s: string) => [...s.normalize('NFC')].length;

/** `left` and `right` on one line of `chars` columns (the left side cut to leave the right whole). */
export function columns(left: string, right: string, chars: number): string {
  const room = Math.max(0, chars - width(right) - 1);
  const l = width(left) > room ? [...left].slice(0, room).join('') : left;
  return l + ' '.repeat(Math.max(1, chars - width(l) - width(right))) + right;
}

/** Builds the bytes of one document; every method returns the builder. */
export class EscPos {
  private readonly out: number[] = [];
  private state = { align: 'left' as Align, bold: false, double: false };
  readonly chars: number;
  readonly dots: number;

  constructor(private readonly options: EscPosOptions) {
    this.chars = ROLL[options.roll].chars;
    this.dots = ROLL[options.roll].dots;
  }

  private push(...bytes: number[]): this {
    for (const b of bytes) this.out.push(b);
    return this;
  }

  /** ESC @ (reset) and ESC t (the Western code page). */
  init(): this {
    return this.push(ESC, 0x40, ESC, 0x74, WPC1252);
  }

  /** ESC a n. */
  align(a: Align): this {
    this.state.align = a;
    return this.push(ESC, 0x61, a === 'left' ? 0 : a === 'center' ? 1 : 2);
  }

  /** ESC E n. */
  bold(on: boolean): this {
    this.state.bold = on;
    return this.push(ESC, 0x45, on ? 1 : 0);
  }

  /** GS ! n: double width and height (0x11), or normal. */
  double(on: boolean): this {
    this.state.double = on;
    return this.push(GS, 0x21, on ? 0x11 : 0x00);
  }

  /** A line of text and LF; Arabic as an image line or through the Arabic code page (see EscPosOptions). */
  line(text = ''): this {
    if (hasArabic(text)) {
      const arabic = this.options.arabic ?? { kind: 'image' };
      if (arabic.kind === 'codepage') return this.push(ESC, 0x74, arabic.page, ...encodeText(text, true), LF, ESC, 0x74, WPC1252);
      const image = this.options.raster?.(text, this.dots, { ...this.state });
      if (image) return this.image(image);
    }
    return this.push(...encodeText(text), LF);
  }

  /** Label on the left, value on the right, on one line (a value of Arabic text prints as its own line). */
  pair(label: string, value: string): this {
    const chars = this.state.double ? Math.floor(this.chars / 2) : this.chars;
    if (hasArabic(label) || hasArabic(value)) return this.line(`${label} ${value}`);
    return this.line(columns(label, value, chars));
  }

  /** A rule across the roll. */
  rule(ch = '-'): this {
    return this.line(ch.repeat(this.chars));
  }

  /** ESC d n: feeds n lines. */
  feed(lines = 1): this {
    return this.push(ESC, 0x64, lines);
  }

  /** GS ( k: a QR code (model 2, error correction M), `size` dots per module (1–16). */
  qr(data: string, size = 6): this {
    const bytes = [...new TextEncoder().encode(data)];
    const n = bytes.length + 3;
    return this.push(
      GS,
      0x28,
      0x6b,
      0x04,
      0x00,
      0x31,
      0x41,
      0x32,
      0x00, // model 2
      GS,
      0x28,
      0x6b,
      0x03,
      0x00,
      0x31,
      0x43,
      Math.max(1, Math.min(16, size)), // module size
      GS,
      0x28,
      0x6b,
      0x03,
      0x00,
      0x31,
      0x45,
      0x31, // error correction M
      GS,
      0x28,
      0x6b,
      n & 0xff,
      (n >> 8) & 0xff,
      0x31,
      0x50,
      0x30,
      ...bytes, // store
      GS,
      0x28,
      0x6b,
      0x03,
      0x00,
      0x31,
      0x51,
      0x30, // print
    );
  }

  /** GS v 0: a raster image, normal density. */
  image(img: RasterImage): this {
    const { widthBytes: x, height: y } = img;
    this.push(GS, 0x76, 0x30, 0x00, x & 0xff, (x >> 8) & 0xff, y & 0xff, (y >> 8) & 0xff);
    for (const b of img.data) this.out.push(b);
    return this;
  }

  /** Feeds past the cutter and cuts (GS V 66 n: partial cut after feeding n dots). */
  cut(feedDots = 48): this {
    return this.push(GS, 0x56, 0x42, feedDots);
  }

  /** ESC p 0 25 250: a pulse on the cash drawer's pin 2 (50 ms on, 500 ms off). */
  drawer(): this {
    return this.push(ESC, 0x70, 0x00, 0x19, 0xfa);
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** Bytes as spaced hex pairs: how fixtures are written and reviewed. */
export const hex = (bytes: Uint8Array | number[]): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ');
