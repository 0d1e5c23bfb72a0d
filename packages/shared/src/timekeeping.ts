// Timekeeping (issue 32): worked time of punch cards per local day, ISO week and month, and overtime above the
// contract's weekly hours. A card keeps the store's UTC offset at clock-in (the till's local time, as sales keep their
// business day): its time is split at that offset's midnights. Pure, shared by the server's figures and the tests.

export interface PunchInterval {
  startAt: string;
  endAt: string;
  /** Minutes east of UTC of the store when the card was opened. */
  offsetMinutes: number;
  breaks: { startAt: string; endAt: string | null }[];
}

const DAY_MS = 86_400_000;
const dayOf = (localMs: number) => new Date(localMs).toISOString().slice(0, 10);

/** The worked segments of a card (its span less its breaks), in UTC milliseconds. */
export function workedSegments(card: PunchInterval): [number, number][] {
  const start = Date.parse(card.startAt);
  const end = Date.parse(card.endAt);
  if (!(end > start)) return [];
  const breaks = card.breaks
    .map((b) => [Math.max(start, Date.parse(b.startAt)), Math.min(end, Date.parse(b.endAt ?? card.endAt))] as [number, number])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  let cursor = start;
  for (const [a, b] of breaks) {
    if (a > cursor) out.push([cursor, a]);
    cursor = Math.max(cursor, b);
  }
  if (end > cursor) out.push([cursor, end]);
  return out;
}

/** Worked minutes per local day (YYYY-MM-DD), a card's time split at its store's local midnights. */
export function minutesByDay(cards: PunchInterval[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const card of cards) {
    const shift = card.offsetMinutes * 60_000;
    for (const [a, b] of workedSegments(card)) {
      let from = a + shift;
      const to = b + shift;
      while (from < to) {
        const midnight = Math.floor(from / DAY_MS) * DAY_MS + DAY_MS;
        const until = Math.min(to, midnight);
        const day = dayOf(from);
        days.set(day, (days.get(day) ?? 0) + (until - from) / 60_000);
        from = until;
      }
    }
  }
  return days;
}

/** Monday (YYYY-MM-DD) of a day's ISO week. */
export function mondayOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const dow = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOf(ms - dow * DAY_MS);
}

/** ISO week label (2026-W47) of a Monday. */
export function isoWeekOf(monday: string): string {
  const thursday = new Date(Date.parse(`${monday}T00:00:00Z`) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export interface WeekFigures {
  week: string;
  from: string;
  to: string;
  workedMinutes: number;
  overtimeMinutes: number;
}
export interface MonthFigures {
  month: string;
  workedMinutes: number;
  overtimeMinutes: number;
  weeks: WeekFigures[];
  days: { day: string; workedMinutes: number }[];
}

/** The days (first, last) a month's figures read: from the Monday of the first week that ends in the month. */
export function monthSpan(month: string): { first: string; last: string; readFrom: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = dayOf(Date.UTC(y, m - 1, 1));
  const last = dayOf(Date.UTC(y, m, 0));
  // The first Sunday of the month ends the first week that counts for it.
  const firstDow = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const firstSunday = Date.parse(`${first}T00:00:00Z`) + (6 - firstDow) * DAY_MS;
  return { first, last, readFrom: dayOf(firstSunday - 6 * DAY_MS) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A month's figures: minutes worked on its days; overtime of each ISO week that ends (its Sunday) in the month, above
 * the contract's weekly hours (the week counts whole, its days of the previous month too); the month's overtime is
 * the sum of its weeks'. A week straddling the month's end counts with the next month.
 */
export function monthFigures(month: string, weeklyHours: number, byDay: Map<string, number>): MonthFigures {
  const { first, last, readFrom } = monthSpan(month);
  const days: { day: string; workedMinutes: number }[] = [];
  let worked = 0;
  for (let ms = Date.parse(`${first}T00:00:00Z`); ms <= Date.parse(`${last}T00:00:00Z`); ms += DAY_MS) {
    const day = dayOf(ms);
    const minutes = round2(byDay.get(day) ?? 0);
    days.push({ day, workedMinutes: minutes });
    worked += minutes;
  }
  const weeks: WeekFigures[] = [];
  for (let ms = Date.parse(`${readFrom}T00:00:00Z`); dayOf(ms + 6 * DAY_MS) <= last; ms += 7 * DAY_MS) {
    let minutes = 0;
    for (let d = 0; d < 7; d++) minutes += byDay.get(dayOf(ms + d * DAY_MS)) ?? 0;
    minutes = round2(minutes);
    const from = dayOf(ms);
    weeks.push({
      week: isoWeekOf(from),
      from,
      to: dayOf(ms + 6 * DAY_MS),
      workedMinutes: minutes,
      overtimeMinutes: round2(Math.max(0, minutes - weeklyHours * 60)),
    });
  }
  return {
    month,
    workedMinutes: round2(worked),
    overtimeMinutes: round2(weeks.reduce((s, w) => s + w.overtimeMinutes, 0)),
    weeks,
    days,
  };
}

/** A card's anomalies: no clock-out after this long is a forgotten one. */
export const PUNCH_STALE_HOURS = 16;
/** Minutes before the store's opening time a card may start without being flagged. */
export const PUNCH_OPENING_MARGIN_MINUTES = 60;
export const PUNCH_ANOMALIES = ['missing_out', 'overlapping', 'outside_opening_hours'] as const;
export type PunchAnomaly = (typeof PUNCH_ANOMALIES)[number];

/** Whether a card opened before its store's opening time (HH:MM, local) less the margin. */
export function opensBeforeOpening(startAt: string, offsetMinutes: number, startTime: string | null): boolean {
  if (!startTime || !/^\d{2}:\d{2}/.test(startTime)) return false;
  const local = new Date(Date.parse(startAt) + offsetMinutes * 60_000);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const [h, m] = startTime.split(':').map(Number) as [number, number];
  return minutes < h * 60 + m - PUNCH_OPENING_MARGIN_MINUTES;
}
