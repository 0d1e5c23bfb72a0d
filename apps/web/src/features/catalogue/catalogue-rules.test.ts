import { describe, expect, it } from 'vitest';
import { effectivePrice, initialsOf, readableOn, tileBackground } from './catalogue-rules';

describe('catalogue rules', () => {
  it('makes tile initials from the first two words, in any script', () => {
    expect(initialsOf('Pain au chocolat')).toBe('PA');
    expect(initialsOf('éclair')).toBe('É');
    expect(initialsOf('Jus d’orange pressé')).toBe('JD');
    expect(initialsOf('كرواسون بالزبدة')).toBe('كب');
    expect(initialsOf('الغابة السوداء')).toBe('غس');
    expect(initialsOf('الخبز')).toBe('خ');
    expect(initialsOf('  (10) chouquettes')).toBe('1C');
    expect(initialsOf('')).toBe('?');
  });

  it('picks a readable text colour on the category colour', () => {
    expect(readableOn('#264653')).toBe('#fff');
    expect(readableOn('#e9c46a')).toBe('#1a1b1e');
    expect(readableOn('#2a9d8f')).toBe('#1a1b1e'); // white would read at 3.3:1 only
    expect(readableOn('nope')).toBe('#fff');
    // A purple where neither text reaches 4.5:1 is darkened until white does.
    expect(tileBackground('#2a9d8f')).toBe('#2a9d8f');
    expect(tileBackground('#9b5de5')).not.toBe('#9b5de5');
    expect(readableOn(tileBackground('#9b5de5'))).toBe('#fff');
  });

  it('counts a promo only when lower than the price and not expired', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(effectivePrice({ price: 10, promoPrice: 8, promotionEndAt: '2026-07-01T00:00:00Z' }, now)).toBe(8);
    expect(effectivePrice({ price: 10, promoPrice: 8, promotionEndAt: '2026-05-01T00:00:00Z' }, now)).toBe(10);
    expect(effectivePrice({ price: 10, promoPrice: 12, promotionEndAt: '2026-07-01T00:00:00Z' }, now)).toBe(10);
    expect(effectivePrice({ price: 10, promoPrice: null, promotionEndAt: null }, now)).toBe(10);
  });
});
