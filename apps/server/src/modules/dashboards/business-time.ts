// A sale's business day and local hour (issue 24). A store has no time zone of its own: its business day is the date
// of the till's local time (x-local-time, sent with every call, ISO 8601 with its UTC offset), as the cash sessions
// and the stock day history take it (caisse.common.ts businessDay). A sale keeps the day and hour of its instant at the
// till's offset, so a sale at 23:59 local time belongs to that day whatever UTC says; without a plausible local time,
// UTC's.

const MAX_SKEW_MS = 36 * 3_600_000;

/** The till's offset from UTC in minutes, from its local time; 0 when absent or implausible. */
export function utcOffsetOf(localTime: string | undefined, now: number): number {
  if (!localTime) return 0;
  const m = localTime.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/);
  if (!m) return 0;
  const instant = Date.parse(localTime);
  if (Number.isNaN(instant) || Math.abs(instant - now) > MAX_SKEW_MS) return 0;
  const zone = m[7];
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4));
    return minutes <= 14 * 60 ? sign * minutes : 0;
  }
  if (zone === 'Z') return 0;
  // A wall-clock time without offset: the offset is its distance from now, to the quarter hour.
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  const minutes = Math.round((wall - now) / 900_000) * 15;
  return Math.abs(minutes) <= 14 * 60 ? minutes : 0;
}

/** The business day (YYYY-MM-DD) and local hour of an instant at an offset. */
export function businessTime(at: number, offsetMinutes: number): { businessDay: string; businessHour: number } {
  const local = new Date(at + offsetMinutes * 60_000);
  return { businessDay: local.toISOString().slice(0, 10), businessHour: local.getUTCHours() };
}
