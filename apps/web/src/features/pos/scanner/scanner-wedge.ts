// The barcode scanner as a keyboard wedge: it types the code's digits very fast, usually followed by Enter. A burst of
// keys each under 50 ms after the previous one that forms a valid EAN-13 is a scan; a person typing is slower.
// Pure (timestamps are passed in) so it is tested without a browser: scanner-wedge.test.ts.

/** Longest gap between two keys of one scan (ms). */
export const SCAN_KEY_GAP_MS = 50;

/** A valid EAN-13: 13 digits whose last is the GS1 check digit of the first 12. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

export interface ScannerWedge {
  /** One key (KeyboardEvent.key) at time t (ms). Answers the scanned code when this key completes a scan. */
  key(key: string, t: number): string | null;
  /** Called after a pause (no Enter sent by the scanner): answers the code if the burst so far was a scan. */
  idle(t: number): string | null;
  reset(): void;
}

export function createScannerWedge(gapMs = SCAN_KEY_GAP_MS): ScannerWedge {
  let buffer = '';
  let last = -Infinity;
  // The burst is fast only while every key came within the gap of the previous one.
  let fast = true;
  const complete = (): string | null => {
    const code = buffer;
    const ok = fast && isEan13(code);
    buffer = '';
    fast = true;
    return ok ? code : null;
  };
  return {
    key(key, t) {
      const gap = t - last;
      last = t;
      if (key === 'Enter') return complete();
      if (!/^\d$/.test(key)) {
        buffer = '';
        fast = true;
        return null;
      }
      if (buffer.length > 0 && gap > gapMs) {
        // A slow key starts a new burst: what was typed before was a person.
        buffer = '';
        fast = true;
      }
      buffer += key;
      if (buffer.length > 13) fast = false;
      return null;
    },
    idle(t) {
      if (buffer.length === 0 || t - last <= gapMs) return null;
      return complete();
    },
    reset() {
      buffer = '';
      fast = true;
      last = -Infinity;
    },
  };
}
