// i18next with the four locale files (fr default and fallback); one file is loaded at a time, lazily.
import { DEFAULT_LOCALE, type Locale, type Variant } from '@comptoir/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLocale, persistLocale } from './locale';

type Dict = { [key: string]: string | Dict };

const LOADERS: Record<Locale, () => Promise<{ default: Dict }>> = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
  it: () => import('./it.json'),
};

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

let activeVariant: Variant = 'default';

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: Dict, over: Dict): Dict {
  const out: Dict = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const current = out[k];
    out[k] = isDict(v) && isDict(current) ? deepMerge(current, v) : v;
  }
  return out;
}

/** The clinic and hair-care variants reword some texts (clients → patients, stores → institutions). */
export function withVariant(dict: Dict, variant: Variant): Dict {
  const variants = dict.variants;
  if (variant === 'default' || !isDict(variants)) return dict;
  const over = variants[variant];
  return isDict(over) ? deepMerge(dict, over) : dict;
}

// Each feature keeps its own texts in features/<feature>/i18n/<locale>.json, merged into the locale's bundle.
const FEATURE_LOADERS: Record<Locale, Record<string, () => Promise<unknown>>> = {
  fr: import.meta.glob('../features/*/i18n/fr.json'),
  en: import.meta.glob('../features/*/i18n/en.json'),
  ar: import.meta.glob('../features/*/i18n/ar.json'),
  it: import.meta.glob('../features/*/i18n/it.json'),
};

async function loadBundle(locale: Locale): Promise<Dict> {
  const [mod, ...features] = await Promise.all([LOADERS[locale](), ...Object.values(FEATURE_LOADERS[locale]).map((load) => load())]);
  let dict = mod.default;
  for (const feature of features) dict = deepMerge(dict, (feature as { default: Dict }).default);
  return withVariant(dict, activeVariant);
}

export async function initI18n(locale: Locale, variant: Variant = 'default'): Promise<void> {
  activeVariant = variant;
  const resources: Resource = { [locale]: { translation: await loadBundle(locale) } };
  await i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['fr', 'en', 'ar', 'it'],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  applyDocumentLocale(locale);
}

/** Switches the interface language: loads the file, re-renders, sets lang/dir, remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadBundle(locale));
  }
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  persistLocale(locale);
}

export const currentLocale = (): Locale => (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE) as Locale;
