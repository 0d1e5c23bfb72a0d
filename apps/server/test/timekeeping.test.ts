import { isoWeekOf, minutesByDay, monthFigures, monthSpan, opensBeforeOpening, workedSegments } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';

describe('timekeeping rules (shared)', () => {
  it('takes breaks out of a card, clipped to it, an unended break running to the card’s end', () => {
    const card = {
      startAt: '2026-11-02T08:00:00Z',
      endAt: '2026-11-02T16:00:00Z',
      offsetMinutes: 0,
      breaks: [
        { startAt: '2026-11-02T07:30:00Z', endAt: '2026-11-02T08:30:00Z' },
        { startAt: '2026-11-02T12:00:00Z', endAt: '2026-11-02T12:45:00Z' },
        { startAt: '2026-11-02T15:30:00Z', endAt: null },
      ],
    };
    const minutes = workedSegments(card).reduce((s, [a, b]) => s + (b - a) / 60_000, 0);
    expect(minutes).toBe(480 - 30 - 45 - 30);
  });

  it('splits a night card at the store’s local midnight, not UTC’s', () => {
    const night = { startAt: '2026-11-01T21:00:00Z', endAt: '2026-11-02T05:00:00Z', offsetMinutes: 120, breaks: [] };
    expect(Object.fromEntries(minutesByDay([night]))).toEqual({ '2026-11-01': 60, '2026-11-02': 420 });
    expect(Object.fromEntries(minutesByDay([{ ...night, offsetMinutes: -300 }]))).toEqual({ '2026-11-01': 480 });
  });

  it('gives a week to the month of its Sunday and counts its overtime there', () => {
    expect(monthSpan('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31', readFrom: '2026-11-30' });
    const days = new Map([
      ['2026-11-30', 600],
      ['2026-12-01', 600],
      ['2026-12-02', 600],
      ['2026-12-03', 600],
    ]);
    const dec = monthFigures('2026-12', 35, days);
    expect(dec.workedMinutes).toBe(1800);
    expect(dec.weeks[0]).toMatchObject({ week: '2026-W49', workedMinutes: 2400, overtimeMinutes: 300 });
    expect(dec.overtimeMinutes).toBe(300);
    const nov = monthFigures('2026-11', 35, days);
    expect(nov.workedMinutes).toBe(600);
    expect(nov.overtimeMinutes).toBe(0);
    expect(isoWeekOf('2026-12-28')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
  });

  it('flags a card opened more than an hour before the store opens, at the store’s time', () => {
    expect(opensBeforeOpening('2026-11-02T05:30:00Z', 60, '08:00')).toBe(true);
    expect(opensBeforeOpening('2026-11-02T06:15:00Z', 60, '08:00')).toBe(false);
    expect(opensBeforeOpening('2026-11-02T05:30:00Z', 60, null)).toBe(false);
  });
});
