import { describe, expect, it } from 'vitest';
import { soldOf } from './history-rules';

describe('soldOf', () => {
  it('is what the sales took, positive, and 0 (not -0) without sales', () => {
    expect(soldOf({ sale: -3.5, inventaire: 20 })).toBe(3.5);
    expect(Object.is(soldOf({ inventaire: 4 }), 0)).toBe(true);
    expect(Object.is(soldOf({ sale: 0 }), 0)).toBe(true);
  });
});
