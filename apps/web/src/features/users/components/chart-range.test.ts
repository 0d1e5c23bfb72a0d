import { describe, expect, it } from 'vitest';
import { defaultRange, rangeErrors } from './chart-range';

describe('chart period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange(new Date(2025, 2, 10))).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('needs two valid days in order, 366 days at most', () => {
    expect(rangeErrors({ from: '2025-01-01', to: '2025-01-31' })).toEqual({});
    expect(rangeErrors({ from: '', to: '2025-01-31' })).toEqual({ from: 'validation.required' });
    expect(rangeErrors({ from: '2025-02-01', to: '2025-01-31' })).toEqual({ from: 'users.validation.dateOrder' });
    expect(rangeErrors({ from: '2024-01-01', to: '2024-12-31' })).toEqual({});
    expect(rangeErrors({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ to: 'users.validation.rangeTooLong' });
    expect(rangeErrors({ from: '2025-13-01', to: '2025-01-01' }).from).toBe('users.validation.date');
  });
});
