// Which WEB_ROUTES paths have a screen in this build (./screens.ts loads this list when a screen other than the till's
// is opened, and after a first page is usable). A path missing here is kept out of the menu and answers 404.
import { lazyScreen } from './lazy-screen';
import { screensOf, type FeatureScreens, type ScreenLoader } from './screens';

const FEATURE_SCREENS = import.meta.glob<FeatureScreens>('../features/*/screens.ts', { eager: true });

export const SCREENS: Readonly<Record<string, ScreenLoader>> = Object.assign(
  {
    '/pos/catalogue': lazyScreen(() => import('../offline/catalogue/offline-catalogue-page'), 'OfflineCataloguePage'),
  },
  ...Object.entries(FEATURE_SCREENS).map(([file, m]) => screensOf(file, m)),
);

export const hasScreen = (path: string): boolean => Object.prototype.hasOwnProperty.call(SCREENS, path);
