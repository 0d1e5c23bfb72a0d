// Which WEB_ROUTES paths have a screen in this build. A path missing here is kept out of the menu and answers 404.
import type { ComponentType } from 'react';
import { loadFeatureTexts } from '../i18n/i18n';
import { lazyScreen } from './lazy-screen';

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
const FEATURE_SCREENS = import.meta.glob<FeatureScreens>('../features/*/screens.ts', { eager: true });

/** A screen's chunk and the features' texts it shows, loaded together. */
export function withTexts(loader: ScreenLoader, features: readonly string[]): ScreenLoader {
  return async () => (await Promise.all([loader(), loadFeatureTexts(features)]))[0];
}

const featureScreens = Object.entries(FEATURE_SCREENS).map(([file, m]) => {
  const features = [file.split('/')[2], ...(m.texts ?? [])];
  return Object.fromEntries(Object.entries(m.screens).map(([path, loader]) => [path, withTexts(loader, features)]));
});

export const SCREENS: Readonly<Record<string, ScreenLoader>> = Object.assign(
  {
    '/pos/catalogue': lazyScreen(() => import('../offline/catalogue/offline-catalogue-page'), 'OfflineCataloguePage'),
  },
  ...featureScreens,
);

export const hasScreen = (path: string): boolean => Object.prototype.hasOwnProperty.call(SCREENS, path);
