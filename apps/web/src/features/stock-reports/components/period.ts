// A report's period as two days (yyyy-mm-dd, both included): the last 30 days by default; the start not after the end.
export interface DayPeriod {
  from: string;
  to: string;
}

const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function lastDays(days: number, today = new Date()): DayPeriod {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: dayOf(from), to: dayOf(today) };
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The period's problems as text keys (none: it can be asked). */
export function periodErrors(p: DayPeriod): { from?: string; to?: string } {
  const e: { from?: string; to?: string } = {};
  if (!isDay(p.from)) e.from = p.from ? 'stockReports.period.invalid' : 'validation.required';
  if (!isDay(p.to)) e.to = p.to ? 'stockReports.period.invalid' : 'validation.required';
  if (!e.from && !e.to && p.from > p.to) e.to = 'stockReports.period.order';
  return e;
}
