import { describe, expect, it } from 'vitest';
import { barcodeOf, bars, CODE128, code128, code128Values, ean13, ean13Check, mmOfDots } from './barcode';

const str = (m: boolean[] | null) => (m ?? []).map((b) => (b ? '1' : '0')).join('');

describe('EAN-13', () => {
  it('computes the check digit (4006381333931, the standard example)', () => {
    expect(ean13Check('400638133393')).toBe(1);
  });
  it('encodes guards, the first digit’s parity and the right half', () => {
    const m = str(ean13('4006381333931'));
    expect(m).toHaveLength(95);
    expect(m.slice(0, 3)).toBe('101');
    // Digit 0 in L (first digit 4: LGLLGG) then 0 in G.
    expect(m.slice(3, 17)).toBe('0001101' + '0100111');
    expect(m.slice(45, 50)).toBe('01010');
    // The check digit 1 in R, then the end guard.
    expect(m.slice(85)).toBe('1100110' + '101');
  });
  it('refuses a wrong check digit and takes 12 digits', () => {
    expect(ean13('4006381333932')).toBeNull();
    expect(str(ean13('400638133393'))).toBe(str(ean13('4006381333931')));
  });
});

describe('Code 128', () => {
  it('has 107 symbols of 11 modules (the stop 13), all different', () => {
    expect(CODE128).toHaveLength(107);
    CODE128.slice(0, 106).forEach((p) => expect([...p].reduce((s, w) => s + Number(w), 0)).toBe(11));
    expect([...CODE128[106]].reduce((s, w) => s + Number(w), 0)).toBe(13);
    expect(new Set(CODE128).size).toBe(107);
  });
  it('adds start B, the weighted check and stop', () => {
    // "PJJ123C": 104 + 48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35 = 879; 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    const m = str(code128('A'));
    expect(m).toHaveLength(11 * 3 + 13);
    expect(m.startsWith('11010010000')).toBe(true); // start B: 211214
    expect(m.endsWith('1100011101011')).toBe(true); // stop: 2331112
  });
  it('refuses what it cannot encode', () => {
    expect(code128('é')).toBeNull();
    expect(code128('')).toBeNull();
  });
});

describe('label drawing', () => {
  it('chooses EAN-13 for a valid code, Code 128 otherwise', () => {
    expect(barcodeOf('4006381333931')?.kind).toBe('ean13');
    expect(barcodeOf('SKU-12')?.kind).toBe('code128');
  });
  it('merges dark modules into bars and sizes dots at 300 dpi', () => {
    expect(bars([true, true, false, true])).toEqual([
      [0, 2],
      [3, 1],
    ]);
    expect(mmOfDots(300)).toBeCloseTo(25.4);
  });
});
