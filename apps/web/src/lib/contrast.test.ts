import { describe, expect, it } from 'vitest';
import { contrastRatio, darkTextOn, readableTextOn } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#2a9d8f', '#ffffff')).toBeCloseTo(3.32, 1);
  });

  it('picks the text colour with the higher contrast, AA on mid tones', () => {
    expect(readableTextOn('#264653')).toBe('#fff');
    expect(readableTextOn('#e9c46a')).toBe('#1a1b1e');
    // White on this teal is 3.3:1; dark text reads at 5.6:1 or more.
    expect(readableTextOn('#2a9d8f')).toBe('#1a1b1e');
    expect(contrastRatio('#2a9d8f', readableTextOn('#2a9d8f'))).toBeGreaterThan(4.5);
    expect(readableTextOn('nope')).toBe('#fff');
  });

  it('darkens a text colour just enough to read at 4.5:1 on its tint, and keeps one that already does', () => {
    // Mantine's green 9 on green 0 (a light badge) is 4.06:1.
    expect(contrastRatio('#2b8a3e', '#ebfbee')).toBeLessThan(4.5);
    const green = darkTextOn('#2b8a3e', '#ebfbee');
    expect(contrastRatio(green, '#ebfbee')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, '#ebfbee')).toBeLessThan(5.5);
    expect(darkTextOn('#1a1b1e', '#ffffff')).toBe('#1a1b1e');
    expect(darkTextOn('nope', '#ffffff')).toBe('nope');
  });
});
