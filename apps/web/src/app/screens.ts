// The screens of this build, by WEB_ROUTES path. Each feature lists its own in features/<feature>/screens.ts; the
// whole list is a chunk of its own (./screen-registry.ts), so the first loads do not carry every screen's loader (≈ 2 KB
// gzip of chunk names; issue 23 point 10). The till's screens are known here at once, its first load needs them.
import type { ComponentType } from 'react';
import { loadFeatureTexts } from '../i18n/i18n';
import { loadChunk } from './lazy-screen';

export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * Each feature lists its own screens in features/<feature>/screens.ts (`export const screens = { path: loader }`), and
 * in `texts` the other features whose texts those screens show (a shared component, a dialog). A screen loads with the
 * texts of its feature and of those, not every feature's (issue 12, first load; checked by screen-texts.test.ts).
 */
export interface FeatureScreens {
  screens: Record<string, ScreenLoader>;
  texts?: readonly string[];
  /** Features whose texts only some parts show, which load them themselves (a screen's loader, a lazy dialog). */
  partTexts?: readonly string[];
}

/** A screen's chunk and the features' texts it shows, loaded together. */
export function withTexts(loader: ScreenLoader, features: readonly string[]): ScreenLoader {
  return async () => (await Promise.all([loader(), loadFeatureTexts(features)]))[0];
}

/** A feature's screens (its screens.ts, found at `file`), each loading with the texts it shows. */
export function screensOf(file: string, m: FeatureScreens): Record<string, ScreenLoader> {
  const features = [file.split('/')[2], ...(m.texts ?? [])];
  return Object.fromEntries(Object.entries(m.screens).map(([path, loader]) => [path, withTexts(loader, features)]));
}

// The till's, known at once.
const FIRST_SCREENS = import.meta.glob<FeatureScreens>('../features/pos/screens.ts', { eager: true });
const FIRST: Readonly<Record<string, ScreenLoader>> = Object.assign({}, ...Object.entries(FIRST_SCREENS).map(([f, m]) => screensOf(f, m)));

/** The whole list (its chunk is fetched once; a screen that is not the till's waits for it). */
export const loadScreenRegistry = () => loadChunk(() => import('./screen-registry'));

/** The loader of a path's screen; a path of the table with no screen in this build answers `notFound`. */
export function screenLoader(path: string, notFound: ScreenLoader): ScreenLoader {
  const first = FIRST[path];
  if (first) return first;
  return async () => {
    const { SCREENS } = await loadScreenRegistry();
    return (Object.prototype.hasOwnProperty.call(SCREENS, path) ? SCREENS[path] : notFound)();
  };
}

/** Whether a path's screen is known without the registry (the first loads' screens). */
export const isFirstScreen = (path: string): boolean => Object.prototype.hasOwnProperty.call(FIRST, path);
