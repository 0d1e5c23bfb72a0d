// Which WEB_ROUTES paths have a screen in this build. A path missing here is kept out of the menu and answers 404.
import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';

export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

// Each feature lists its own screens in features/<feature>/screens.ts (`export const screens = { path: loader }`).
const FEATURE_SCREENS = import.meta.glob<{ screens: Record<string, ScreenLoader> }>('../features/*/screens.ts', { eager: true });

export const SCREENS: Readonly<Record<string, ScreenLoader>> = Object.assign(
  {
    '/': lazyScreen(() => import('../features/home/pages/home-page'), 'HomePage'),
    '/profile': lazyScreen(() => import('../features/auth/pages/profile-page'), 'ProfilePage'),
  },
  ...Object.values(FEATURE_SCREENS).map((m) => m.screens),
);

export const hasScreen = (path: string): boolean => Object.prototype.hasOwnProperty.call(SCREENS, path);
