// Worked time as the screens show it: "7 h 30" (minutes rounded), and decimal hours for sums.
export const hoursText = (minutes: number): string => {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  return `${h} h ${String(m % 60).padStart(2, '0')}`;
};

/** The current month as YYYY-MM (the browser's local time). */
export const thisMonth = (d = new Date()): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
