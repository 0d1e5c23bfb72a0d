// THE formatting module: numbers, money, percentages, dates, times and country names in the APP's language (never the
// browser's), through Intl. Latin digits in Arabic, as Moroccan business documents use. In components use
// `useFormat()`; outside React pass the locale.
import { fromMinor, RTL_LOCALES, type Locale } from '@comptoir/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const INTL_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA-u-nu-latn', it: 'it-IT' };

export const intlLocale = (locale: string): string => INTL_LOCALES[locale as Locale] ?? 'fr-FR';

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

// Intl objects are costly to build; a table renders hundreds of cells.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(intlLocale(locale), options)));
  return f;
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return f;
}

/** A number with exactly `fractionDigits` decimals (default 0). */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** A number with between `min` and `max` decimals: a rate 10.8 → '10,80' in French, 0.0925 → '0,0925'. */
export function formatDecimal(value: number, locale: string, min = 0, max = 6): string {
  return numberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

/** An amount with 2 decimals and the currency tag after it (product-spec §9): '1 234,50 MAD'. */
export function formatMoney(amount: number, currencyTag: string, locale: string): string {
  return `${formatNumber(amount, locale, 2)}\u00a0${currencyTag}`;
}

/** An amount held in minor units (packages/shared/src/money.ts). */
export function formatMinor(minor: number, currencyTag: string, locale: string): string {
  return formatMoney(fromMinor(minor), currencyTag, locale);
}

/**
 * A figure abbreviated as product-spec §9 says: K above 999 and M above 999,999, with 2 decimals ('1,23K', '4,50M'
 * in French); up to 999 as it is, with at most `smallDigits` decimals. The sign is kept.
 */
export function formatCompact(value: number, locale: string, smallDigits = 0): string {
  const abs = Math.abs(value);
  if (abs > 999_999) return `${formatNumber(value / 1_000_000, locale, 2)}M`;
  if (abs > 999) return `${formatNumber(value / 1000, locale, 2)}K`;
  return formatDecimal(value, locale, 0, smallDigits);
}

/** An amount abbreviated like formatCompact, with the currency tag after it ('12,35K MAD'; '950,50 MAD' below 1,000). */
export function formatCompactMoney(amount: number, currencyTag: string, locale: string): string {
  return `${Math.abs(amount) > 999 ? formatCompact(amount, locale) : formatNumber(amount, locale, 2)}\u00a0${currencyTag}`;
}

/** The app language's decimal and thousands separators, for a Mantine NumberInput (typing '10,8' in French). */
export function numberSeparators(locale: string): { decimalSeparator: string; thousandSeparator: string } {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((p) => p.type === 'group')?.value ?? ' ',
  };
}

/** A percentage from a number of percent (20 → '20 %' in French, '20%' in English). */
export function formatPercent(percent: number, locale: string, maxFractionDigits = 2): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: maxFractionDigits }).format(percent / 100);
}

export function formatDate(value: DateInput, locale: string, style: 'short' | 'medium' | 'long' | 'full' = 'medium'): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { dateStyle: style }).format(date) : '';
}

/** A time of day, 24 h in every locale of the app ('07:30'). */
export function formatTime(value: DateInput, locale: string): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date) : '';
}

export function formatDateTime(value: DateInput, locale: string): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(date) : '';
}

/**
 * From one moment to the next, as a line of text reads them: '2 nov. 2026 → 9 nov. 2026'; in Arabic, read from the
 * right, the arrow points left (an arrow is not mirrored by the browser's bidi, so '→' pointed back at the start).
 */
export function formatSpan(from: string, to: string, locale: string): string {
  return `${from} ${(RTL_LOCALES as readonly string[]).includes(locale) ? '←' : '→'} ${to}`;
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the app's language from its ISO 3166 code ('MA' → 'Maroc', 'المغرب'); `fallback` otherwise. */
export function countryName(code: string | null | undefined, locale: string, fallback = ''): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return fallback;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'none' })));
  try {
    return names.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Compares two texts as the app's language sorts them (accents, Arabic). */
export function compareText(a: string, b: string, locale: string): number {
  return a.localeCompare(b, intlLocale(locale), { sensitivity: 'base', numeric: true });
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, rounded up; negative when `to` is past. */
export function daysUntil(to: string | Date, from: Date = new Date()): number {
  const end = typeof to === 'string' ? new Date(to) : to;
  return Math.ceil((end.getTime() - from.getTime()) / DAY_MS);
}

export interface Formatters {
  locale: string;
  number: (value: number, fractionDigits?: number) => string;
  decimal: (value: number, min?: number, max?: number) => string;
  money: (amount: number, currencyTag: string) => string;
  minor: (minor: number, currencyTag: string) => string;
  percent: (percent: number, maxFractionDigits?: number) => string;
  date: (value: DateInput, style?: 'short' | 'medium' | 'long' | 'full') => string;
  time: (value: DateInput) => string;
  dateTime: (value: DateInput) => string;
  country: (code: string | null | undefined, fallback?: string) => string;
  /** 'from → to', the arrow turned in right-to-left languages. */
  span: (from: string, to: string) => string;
}

/** The formatters bound to the app's current language (re-renders when it changes). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      number: (v, d) => formatNumber(v, locale, d),
      decimal: (v, min, max) => formatDecimal(v, locale, min, max),
      money: (a, tag) => formatMoney(a, tag, locale),
      minor: (m, tag) => formatMinor(m, tag, locale),
      percent: (p, d) => formatPercent(p, locale, d),
      date: (v, style) => formatDate(v, locale, style),
      time: (v) => formatTime(v, locale),
      dateTime: (v) => formatDateTime(v, locale),
      country: (code, fallback) => countryName(code, locale, fallback),
      span: (from, to) => formatSpan(from, to, locale),
    }),
    [locale],
  );
}
