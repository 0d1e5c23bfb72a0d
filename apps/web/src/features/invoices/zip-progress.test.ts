import { describe, expect, it } from 'vitest';
import { zipProgress } from './zip-progress';

function entry(name: string, data: string): Uint8Array {
  const n = new TextEncoder().encode(name);
  const d = new TextEncoder().encode(data);
  const out = new Uint8Array(30 + n.length + d.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint32(18, d.length, true);
  view.setUint32(22, d.length, true);
  view.setUint16(26, n.length, true);
  out.set(n, 30);
  out.set(d, 30 + n.length);
  return out;
}

describe('zipProgress', () => {
  it('counts the entries as their last byte arrives, whatever the chunks', () => {
    const all = new Uint8Array([...entry('a.pdf', '%PDF-aaaa'), ...entry('b.pdf', '%PDF-bb'), 0x50, 0x4b, 0x01, 0x02]);
    const p = zipProgress();
    const counts: number[] = [];
    for (let i = 0; i < all.length; i += 7) counts.push(p.push(all.subarray(i, i + 7)));
    expect(counts[0]).toBe(0);
    expect(counts[counts.length - 1]).toBe(2);
    expect(counts.indexOf(1)).toBeGreaterThan(0);
  });
});
