// The charts' period: two calendar days (YYYY-MM-DD), the last 30 days by default, at most 366 days (as the server).
export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function defaultRange(today = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DEFAULT_DAYS - 1));
  return { from: dayOf(from), to: dayOf(today) };
}

const parse = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN);

/** i18n keys of the period's problems, by field; empty when the period can be asked for. */
export function rangeErrors(range: { from: string; to: string }): { from?: string; to?: string } {
  const from = parse(range.from);
  const to = parse(range.to);
  const errors: { from?: string; to?: string } = {};
  if (Number.isNaN(from)) errors.from = range.from ? 'users.validation.date' : 'validation.required';
  if (Number.isNaN(to)) errors.to = range.to ? 'users.validation.date' : 'validation.required';
  if (errors.from || errors.to) return errors;
  if (from > to) errors.from = 'users.validation.dateOrder';
  else if ((to - from) / DAY_MS + 1 > MAX_DAYS) errors.to = 'users.validation.rangeTooLong';
  return errors;
}
