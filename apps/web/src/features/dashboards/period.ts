// The periods a dashboard shows (today, yesterday, this week, this month, a custom range) as days, and the previous
// period of the same length (the days just before), as the server computes them (packages/shared/src/dashboards.ts).
// Days are calendar dates (YYYY-MM-DD); the arithmetic runs in UTC so no time zone or daylight saving shifts a day.
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardQuery } from '@comptoir/shared';

export interface DayRange {
  from: string;
  to: string;
  days: number;
}
export interface PeriodRanges {
  current: DayRange;
  previous: DayRange;
}
export interface PeriodChoice {
  period: DashboardPeriod;
  /** Custom range only. */
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment (the browser's day). */
export const isoDayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => dayOfUtc(utc(day) + n * DAY_MS);

/** Days from `from` to `to`, both counted (1 for the same day). */
export const daysIn = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

export const isIsoDay = (value: string | null | undefined): value is string => !!value && ISO_DAY.test(value) && !Number.isNaN(utc(value));

export const isPeriod = (value: string | null | undefined): value is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '');

/** The days of the period chosen on `today`, and the same number of days just before. */
export function periodRanges(choice: PeriodChoice, today: string): PeriodRanges {
  let from = today;
  let to = today;
  switch (choice.period) {
    case 'today':
      break;
    case 'yesterday':
      from = to = addDays(today, -1);
      break;
    case 'week': {
      // Monday to today.
      const weekday = new Date(utc(today)).getUTCDay();
      from = addDays(today, -((weekday + 6) % 7));
      break;
    }
    case 'month':
      from = `${today.slice(0, 8)}01`;
      break;
    case 'custom': {
      const a = isIsoDay(choice.from) ? choice.from : today;
      const b = isIsoDay(choice.to) ? choice.to : a;
      [from, to] = a <= b ? [a, b] : [b, a];
      break;
    }
  }
  const days = daysIn(from, to);
  return { current: { from, to, days }, previous: { from: addDays(from, -days), to: addDays(from, -1), days } };
}

/** The query of a chart call: the period (and its days when custom) and the stores (none: every store in scope). */
export function dashboardQueryOf(choice: PeriodChoice, stores: readonly number[], today: string): DashboardQuery {
  const query: DashboardQuery = { period: choice.period };
  if (choice.period === 'custom') {
    const { current } = periodRanges(choice, today);
    query.from = current.from;
    query.to = current.to;
  }
  if (stores.length > 0) query.entityIdList = [...stores].sort((a, b) => a - b);
  return query;
}

/** The change from `previous` to `value` in percent; null when there was nothing before (no ratio to show). */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return ((value - previous) / Math.abs(previous)) * 100;
}
