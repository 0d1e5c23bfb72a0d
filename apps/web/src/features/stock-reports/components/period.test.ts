import { describe, expect, it } from 'vitest';
import { lastDays, periodErrors } from './period';

describe('report period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(lastDays(30, new Date(2026, 2, 10))).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('needs two valid days, the start not after the end', () => {
    expect(periodErrors({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(periodErrors({ from: '2026-01-31', to: '2026-01-31' })).toEqual({});
    expect(periodErrors({ from: '', to: '2026-01-31' })).toEqual({ from: 'validation.required' });
    expect(periodErrors({ from: '2026-02-01', to: '2026-01-31' })).toEqual({ to: 'stockReports.period.order' });
    expect(periodErrors({ from: '2026-13-01', to: 'x' })).toEqual({
      from: 'stockReports.period.invalid',
      to: 'stockReports.period.invalid',
    });
  });
});
