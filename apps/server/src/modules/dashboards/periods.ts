// The days a chart covers (issue 24): today, yesterday, this week (Monday to today), this month (the 1st to today) or a
// custom range, in the till's business days (the date of the client's local time, as the cash sessions take it), and
// the previous period of the same length: the same number of days just before.
import type { DashboardQuery, DashboardRange } from '@comptoir/shared';
import { invalid } from '../../lib/app-error';

const DAY = 86_400_000;
/** A custom range spans at most three years. */
export const MAX_DAYS = 3 * 366;

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => new Date(ms(day) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => Math.round((ms(to) - ms(from)) / DAY) + 1;

export interface Periods {
  current: DashboardRange;
  previous: DashboardRange;
}

function range(from: string, to: string): Periods {
  const days = daysBetween(from, to);
  return { current: { from, to, days }, previous: { from: addDays(from, -days), to: addDays(from, -1), days } };
}

/** The periods of a query; `today` is the business day of the request. */
export function periodsOf(q: Pick<DashboardQuery, 'period' | 'from' | 'to'>, today: string): Periods {
  switch (q.period) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(addDays(today, -1), addDays(today, -1));
    case 'week': {
      const weekday = (new Date(ms(today)).getUTCDay() + 6) % 7; // Monday 0
      return range(addDays(today, -weekday), today);
    }
    case 'month':
      return range(`${today.slice(0, 8)}01`, today);
    case 'custom': {
      const errors = [];
      if (!q.from) errors.push({ field: 'from', message: 'required' });
      if (!q.to) errors.push({ field: 'to', message: 'required' });
      if (q.from && Number.isNaN(ms(q.from))) errors.push({ field: 'from', message: 'invalid_value' });
      if (q.to && Number.isNaN(ms(q.to))) errors.push({ field: 'to', message: 'invalid_value' });
      if (errors.length) throw invalid(errors);
      const days = daysBetween(q.from!, q.to!);
      if (days < 1) throw invalid([{ field: 'to', message: 'invalid_value' }]);
      if (days > MAX_DAYS) throw invalid([{ field: 'from', message: 'too_big' }]);
      return range(q.from!, q.to!);
    }
  }
}
