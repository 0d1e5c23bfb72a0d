// Dates and numbers in the user's locale (Latin digits in Arabic, as Moroccan business documents use).
import type { Locale } from '@comptoir/shared';

const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA-u-nu-latn', it: 'it-IT' };

export const intlLocale = (locale: string): string => INTL_LOCALES[locale as Locale] ?? 'fr-FR';

export function formatDate(value: string | Date | null | undefined, locale: string, style: 'medium' | 'long' | 'full' = 'medium'): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style }).format(date);
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    value,
  );
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, rounded up; negative when `to` is past. */
export function daysUntil(to: string | Date, from: Date = new Date()): number {
  const end = typeof to === 'string' ? new Date(to) : to;
  return Math.ceil((end.getTime() - from.getTime()) / DAY_MS);
}
