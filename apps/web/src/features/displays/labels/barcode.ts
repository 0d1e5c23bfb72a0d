// Barcodes of the shelf labels as bars and spaces (module widths), drawn at 300 dpi by the label view: EAN-13 for a
// 12- or 13-digit code (the check digit computed or checked), Code 128 (set B) for anything else printable.

/** Bars from the left: `true` a dark module. */
export type Modules = boolean[];

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The EAN-13 check digit of 12 digits. */
export function ean13Check(digits12: string): number {
  const sum = [...digits12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

const bits = (s: string): Modules => [...s].map((c) => c === '1');

/** EAN-13 modules (95) of 12 or 13 digits; null when a 13th digit is not the check digit. */
export function ean13(code: string): Modules | null {
  if (!/^\d{12,13}$/.test(code)) return null;
  const check = ean13Check(code.slice(0, 12));
  if (code.length === 13 && Number(code[12]) !== check) return null;
  const d = (code.slice(0, 12) + check).split('').map(Number);
  const parity = PARITY[d[0]];
  let s = '101';
  for (let i = 1; i <= 6; i++) s += (parity[i - 1] === 'L' ? L : G)[d[i]];
  s += '01010';
  for (let i = 7; i <= 12; i++) s += R[d[i]];
  s += '101';
  return bits(s);
}

// Code 128: each symbol is 6 alternating bar/space widths (11 modules); the stop symbol has 7 (13 modules).
export const CODE128 = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];
const START_B = 104;
const STOP = 106;

/** The symbol values of a Code 128 B text (start, data, check), or null when a character is outside ASCII 32–126. */
export function code128Values(text: string): number[] | null {
  if (!text.length || ![...text].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126)) return null;
  const data = [...text].map((c) => c.charCodeAt(0) - 32);
  const check = (START_B + data.reduce((s, v, i) => s + v * (i + 1), 0)) % 103;
  return [START_B, ...data, check, STOP];
}

export function code128(text: string): Modules | null {
  const values = code128Values(text);
  if (!values) return null;
  const out: Modules = [];
  for (const v of values) [...CODE128[v]].forEach((w, i) => out.push(...Array<boolean>(Number(w)).fill(i % 2 === 0)));
  return out;
}

/** The label's barcode: EAN-13 when the code is one, else Code 128. */
export function barcodeOf(code: string): { kind: 'ean13' | 'code128'; modules: Modules } | null {
  const e = ean13(code);
  if (e) return { kind: 'ean13', modules: e };
  const c = code128(code);
  return c ? { kind: 'code128', modules: c } : null;
}

/** Runs of dark modules as [start, width] pairs: what an SVG draws as rectangles. */
export function bars(modules: Modules): [number, number][] {
  const out: [number, number][] = [];
  modules.forEach((on, i) => {
    if (!on) return;
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === i) last[1]++;
    else out.push([i, 1]);
  });
  return out;
}

/** 300 dpi: a module of `dots` printer dots is this many millimetres (3 dots ≈ 0.254 mm). */
export const mmOfDots = (dots: number): number => (dots * 25.4) / 300;
