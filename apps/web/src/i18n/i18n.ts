// i18next with the four locale files (fr default and fallback); one file is loaded at a time, lazily.
import { DEFAULT_LOCALE, type Locale, type Variant } from '@comptoir/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_COOKIE } from '../lib/storage-keys';
import { applyDocumentLocale, persistLocale, readCookie, toLocale } from './locale';

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

// Each feature keeps its own texts in features/<feature>/i18n/<locale>.json, merged into the locale's bundle. A screen
// loads the texts of its own feature and of the features it shows (its `screens.ts` lists them), not the others': one
// small chunk per feature and language, fetched in parallel with the screen (issue 12, first load).
const featureLoaders = (glob: Record<string, () => Promise<unknown>>): Record<string, () => Promise<unknown>> =>
  Object.fromEntries(Object.entries(glob).map(([file, load]) => [file.split('/')[2], load]));
const FEATURE_LOADERS: Record<Locale, Record<string, () => Promise<unknown>>> = {
  fr: featureLoaders(import.meta.glob('../features/*/i18n/fr.json')),
  en: featureLoaders(import.meta.glob('../features/*/i18n/en.json')),
  ar: featureLoaders(import.meta.glob('../features/*/i18n/ar.json')),
  it: featureLoaders(import.meta.glob('../features/*/i18n/it.json')),
};
const ALL_FEATURES = Object.keys(FEATURE_LOADERS.fr);

/** The features whose texts were asked for (they follow every language switch); those each locale holds. */
const wantedFeatures = new Set<string>();
const loadedFeatures = new Map<Locale, Set<string>>();

/** The named features' texts of `locale` not yet loaded, merged into one dictionary (null when none is missing). */
async function featureBundle(locale: Locale, features: Iterable<string>): Promise<Dict | null> {
  const loaded = loadedFeatures.get(locale) ?? new Set<string>();
  loadedFeatures.set(locale, loaded);
  const missing = [...new Set(features)].filter((f) => !loaded.has(f) && FEATURE_LOADERS[locale][f] !== undefined);
  if (missing.length === 0) return null;
  const dicts = await Promise.all(missing.map((f) => FEATURE_LOADERS[locale][f]()));
  let dict: Dict = {};
  for (const d of dicts) dict = deepMerge(dict, (d as { default: Dict }).default);
  for (const f of missing) loaded.add(f);
  return withVariant(dict, activeVariant);
}

async function loadBundle(locale: Locale): Promise<Dict> {
  const [mod, features] = await Promise.all([LOADERS[locale](), featureBundle(locale, wantedFeatures)]);
  const dict = features ? deepMerge(mod.default, features) : mod.default;
  return withVariant(dict, activeVariant);
}

/**
 * `featureTexts: false` (the app's start) loads only the shared texts; each screen then asks for the features' texts
 * it shows (`loadFeatureTexts`). By default (tests and tools) every feature's texts are loaded.
 */
export async function initI18n(locale: Locale, variant: Variant = 'default', options: { featureTexts?: boolean } = {}): Promise<void> {
  activeVariant = variant;
  wantedFeatures.clear();
  loadedFeatures.clear();
  if (options.featureTexts ?? true) for (const f of ALL_FEATURES) wantedFeatures.add(f);
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

/**
 * Adds the named features' texts (every feature's when none is named) to the current language, each once; every later
 * language switch loads them too.
 */
export async function loadFeatureTexts(features: readonly string[] = ALL_FEATURES): Promise<void> {
  for (const f of features) wantedFeatures.add(f);
  const locale = currentLocale();
  const dict = await featureBundle(locale, features);
  if (dict) i18n.addResourceBundle(locale, 'translation', dict, true, true);
}

/** Switches the interface language: loads the file, re-renders, sets lang/dir, remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadBundle(locale), true, true);
  } else {
    const dict = await featureBundle(locale, wantedFeatures);
    if (dict) i18n.addResourceBundle(locale, 'translation', dict, true, true);
  }
  await i18n.changeLanguage(locale);
  applyDocumentLocale(locale);
  persistLocale(locale);
}

export const currentLocale = (): Locale => (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE) as Locale;

/**
 * At sign-in: the language saved in the user's profile applies when this browser has no language cookie (no choice
 * made here yet); a cookie (the language menu's choice) wins.
 */
export async function applyProfileLocale(saved: string | null | undefined): Promise<void> {
  if (readCookie(LANG_COOKIE)) return;
  const locale = toLocale(saved);
  if (locale && locale !== currentLocale()) await changeLocale(locale);
}
