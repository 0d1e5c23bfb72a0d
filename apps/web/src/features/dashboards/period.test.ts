// The period picker's days and the previous period of the same length, as the server reads the same query.
import { describe, expect, it } from 'vitest';
import { addDays, changePercent, daysIn, dashboardQueryOf, periodRanges } from './period';

// Wednesday 25 November 2026.
const TODAY = '2026-11-25';

describe('periodRanges', () => {
  it('is one day for today and yesterday, each compared with the day before it', () => {
    expect(periodRanges({ period: 'today' }, TODAY)).toEqual({
      current: { from: '2026-11-25', to: '2026-11-25', days: 1 },
      previous: { from: '2026-11-24', to: '2026-11-24', days: 1 },
    });
    expect(periodRanges({ period: 'yesterday' }, TODAY)).toEqual({
      current: { from: '2026-11-24', to: '2026-11-24', days: 1 },
      previous: { from: '2026-11-23', to: '2026-11-23', days: 1 },
    });
  });

  it('runs this week from Monday to today, compared with as many days just before', () => {
    const r = periodRanges({ period: 'week' }, TODAY);
    expect(r.current).toEqual({ from: '2026-11-23', to: '2026-11-25', days: 3 });
    expect(r.previous).toEqual({ from: '2026-11-20', to: '2026-11-22', days: 3 });
    // On a Monday the week is that day; on a Sunday, seven days.
    expect(periodRanges({ period: 'week' }, '2026-11-23').current.days).toBe(1);
    expect(periodRanges({ period: 'week' }, '2026-11-29').current).toEqual({ from: '2026-11-23', to: '2026-11-29', days: 7 });
  });

  it('runs this month from the 1st to today, across a month and a year boundary for the previous one', () => {
    expect(periodRanges({ period: 'month' }, TODAY)).toEqual({
      current: { from: '2026-11-01', to: '2026-11-25', days: 25 },
      previous: { from: '2026-10-07', to: '2026-10-31', days: 25 },
    });
    expect(periodRanges({ period: 'month' }, '2027-01-03').previous).toEqual({ from: '2026-12-29', to: '2026-12-31', days: 3 });
  });

  it('takes a custom range as given (put in order), compared with the same number of days before it', () => {
    const r = periodRanges({ period: 'custom', from: '2026-03-31', to: '2026-02-27' }, TODAY);
    expect(r.current).toEqual({ from: '2026-02-27', to: '2026-03-31', days: 33 });
    expect(r.previous).toEqual({ from: '2026-01-25', to: '2026-02-26', days: 33 });
    // Over a leap day and a daylight-saving change, a day stays a day.
    expect(daysIn('2028-02-28', '2028-03-01')).toBe(3);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('falls back to today for a custom range without valid days', () => {
    expect(periodRanges({ period: 'custom', from: 'nope' }, TODAY).current).toEqual({ from: TODAY, to: TODAY, days: 1 });
  });
});

describe('dashboardQueryOf', () => {
  it('sends the period alone, the days only when custom, and the stores in order', () => {
    expect(dashboardQueryOf({ period: 'week' }, [], TODAY)).toEqual({ period: 'week' });
    expect(dashboardQueryOf({ period: 'custom', from: '2026-11-10', to: '2026-11-01' }, [3, 1], TODAY)).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
      entityIdList: [1, 3],
    });
  });
});

describe('changePercent', () => {
  it('is the change from the previous figure; none to compare with when it was 0', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(-20, -10)).toBe(-100);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(10, 0)).toBeNull();
  });
});
