// ISO 8601 local time with the UTC offset, e.g. 2025-03-14T09:26:53.589+01:00 (x-local-time header).
const pad = (n: number, width = 2) => String(Math.abs(Math.trunc(n))).padStart(width, '0');

export function localIsoWithOffset(date: Date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}
