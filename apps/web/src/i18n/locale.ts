// Locale choice (product-spec §1): the `lang` cookie, else the browser's language, else the stored locale, else fr.
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '@comptoir/shared';
import { readStorage, writeStorage } from '../lib/safe-storage';
import { LANG_COOKIE, STORAGE_KEYS } from '../lib/storage-keys';

export function toLocale(value: string | null | undefined): Locale | null {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : null;
}

export function readCookie(name: string, cookie = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

interface LocaleSources {
  cookie: string | null;
  browser: string | null;
  stored: string | null;
}

export function pickLocale({ cookie, browser, stored }: LocaleSources): Locale {
  return toLocale(cookie) ?? toLocale(browser) ?? toLocale(stored) ?? DEFAULT_LOCALE;
}

export function detectLocale(): Locale {
  return pickLocale({
    cookie: readCookie(LANG_COOKIE),
    browser: typeof navigator === 'undefined' ? null : navigator.language,
    stored: readStorage(STORAGE_KEYS.locale),
  });
}

/** The language switcher's choice: cookie (read first next time) and local storage. */
export function persistLocale(locale: Locale): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  writeStorage(STORAGE_KEYS.locale, locale);
}

export const isRtl = (locale: string): boolean => (RTL_LOCALES as readonly string[]).includes(locale);

/** html lang and dir; Mantine's DirectionProvider follows the dir attribute so the whole layout mirrors. */
export function applyDocumentLocale(locale: Locale): void {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = isRtl(locale) ? 'rtl' : 'ltr';
}
