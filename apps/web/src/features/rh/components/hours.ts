// Worked time as the screens show it: "7 h 30" (minutes rounded), in the language's words (Arabic reads right to left).
import type { TFunction } from 'i18next';

export const hoursText = (minutes: number, t: TFunction): string => {
  const m = Math.round(minutes);
  return t('rh.hours.hm', { h: Math.floor(m / 60), m: String(m % 60).padStart(2, '0') });
};

/** The current month as YYYY-MM (the browser's local time). */
export const thisMonth = (d = new Date()): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
