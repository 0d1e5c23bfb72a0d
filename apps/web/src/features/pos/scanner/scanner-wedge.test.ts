import { describe, expect, it } from 'vitest';
import { createScannerWedge, isEan13 } from './scanner-wedge';

/** Types a text with a fixed gap between keys, from time t0; answers what the wedge saw. */
function type(w: ReturnType<typeof createScannerWedge>, keys: string[], gap: number, t0 = 1000): { codes: string[]; end: number } {
  const codes: string[] = [];
  let t = t0;
  for (const k of keys) {
    const c = w.key(k, t);
    if (c) codes.push(c);
    t += gap;
  }
  return { codes, end: t - gap };
}

const CODE = '6111234000101';

describe('scanner wedge', () => {
  it('checks the EAN-13 check digit', () => {
    expect(isEan13(CODE)).toBe(true);
    expect(isEan13('6111234000102')).toBe(false);
    expect(isEan13('611123400010')).toBe(false);
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('40063813339a1')).toBe(false);
  });

  it('sees a fast burst ending with Enter as a scan', () => {
    const w = createScannerWedge();
    expect(type(w, [...CODE, 'Enter'], 8).codes).toEqual([CODE]);
  });

  it('sees a fast burst without Enter once the scanner pauses', () => {
    const w = createScannerWedge();
    const { codes, end } = type(w, [...CODE], 5);
    expect(codes).toEqual([]);
    expect(w.idle(end + 10)).toBeNull(); // still within the gap: more may come
    expect(w.idle(end + 80)).toBe(CODE);
    expect(w.idle(end + 200)).toBeNull();
  });

  it('ignores the same digits typed by a person', () => {
    const w = createScannerWedge();
    expect(type(w, [...CODE, 'Enter'], 120).codes).toEqual([]);
  });

  it('does not take an invalid code, a longer burst or letters as a scan', () => {
    const w = createScannerWedge();
    expect(type(w, [...'6111234000102', 'Enter'], 5).codes).toEqual([]);
    expect(type(w, [...'61112340001011', 'Enter'], 5).codes).toEqual([]);
    expect(type(w, [...'croissant', 'Enter'], 5).codes).toEqual([]);
  });

  it('starts over after a slow key: a person then a scan', () => {
    const w = createScannerWedge();
    type(w, [...'12'], 200, 0);
    expect(type(w, [...CODE, 'Enter'], 4, 1000).codes).toEqual([CODE]);
    // two scans one after the other
    expect(type(w, [...CODE, 'Enter', ...'4006381333931', 'Enter'], 4, 5000).codes).toEqual([CODE, '4006381333931']);
  });
});
