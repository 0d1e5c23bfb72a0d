import { LOCALES, WEB_ROUTES, type Locale } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';
import it_ from './it.json';

type Dict = { [k: string]: string | Dict };
const FEATURES: Record<Locale, Record<string, { default: Dict }>> = {
  fr: import.meta.glob('../features/*/i18n/fr.json', { eager: true }),
  en: import.meta.glob('../features/*/i18n/en.json', { eager: true }),
  ar: import.meta.glob('../features/*/i18n/ar.json', { eager: true }),
  it: import.meta.glob('../features/*/i18n/it.json', { eager: true }),
};
// Deep merge, as the app does (i18n.ts): a feature's "variants" block adds to the app's, never replaces it.
const deepMerge = (base: Dict, over: Dict): Dict => {
  const out: Dict = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const current = out[k];
    out[k] = typeof v === 'object' && typeof current === 'object' ? deepMerge(current, v) : v;
  }
  return out;
};
const withFeatures = (base: Dict, locale: Locale): Dict =>
  Object.values(FEATURES[locale]).reduce((out, mod) => deepMerge(out, mod.default), base);
const FILES: Record<Locale, Dict> = {
  fr: withFeatures(fr, 'fr'),
  en: withFeatures(en, 'en'),
  ar: withFeatures(ar, 'ar'),
  it: withFeatures(it_, 'it'),
};
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(dict: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** Keys with plural forms collapsed ("days_one", "days_other" → "days"): each language has its own plural categories. */
const baseKeys = (flat: Map<string, string>) => new Set([...flat.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(FILES[l])])) as Record<Locale, Map<string, string>>;

  it.each(LOCALES.filter((l) => l !== 'fr'))('%s has exactly the keys of fr', (locale) => {
    const reference = [...baseKeys(flat.fr)].sort();
    expect([...baseKeys(flat[locale])].sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s gives every plural key all the forms its language needs', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const plurals = new Set([...flat[locale].keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    for (const base of plurals) {
      for (const category of categories) expect(flat[locale].has(`${base}_${category}`), `${locale}: ${base}_${category}`).toBe(true);
    }
  });

  it.each(LOCALES)('%s has a title for every route of the shared table', (locale) => {
    for (const route of WEB_ROUTES) expect(flat[locale].get(`routes.${route.title}`), `${locale}: routes.${route.title}`).toBeTruthy();
  });

  it.each(LOCALES)('%s has no empty text and the same placeholders as fr', (locale) => {
    for (const [key, text] of flat[locale]) {
      expect(text.trim(), `${locale}: ${key}`).not.toBe('');
      const refKey = flat.fr.has(key) ? key : `${key.replace(PLURAL_SUFFIX, '')}_other`;
      const ref = flat.fr.get(refKey);
      if (ref !== undefined)
        expect(
          placeholders(text).filter((p) => p !== 'count'),
          `${locale}: ${key}`,
        ).toEqual(placeholders(ref).filter((p) => p !== 'count'));
    }
  });
});
