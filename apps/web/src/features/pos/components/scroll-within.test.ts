import { describe, expect, it } from 'vitest';
import { scrollDelta } from './scroll-within';

describe('scrollDelta', () => {
  const box = { top: 100, bottom: 400 };
  it('leaves a line already in view', () => expect(scrollDelta(box, { top: 150, bottom: 200 })).toBe(0));
  it('scrolls down to a line below, just enough', () => expect(scrollDelta(box, { top: 420, bottom: 470 })).toBe(70));
  it('scrolls up to a line above', () => expect(scrollDelta(box, { top: 60, bottom: 110 })).toBe(-40));
  it('shows the top of a line taller than the box', () => expect(scrollDelta(box, { top: 380, bottom: 800 })).toBe(280));
});
