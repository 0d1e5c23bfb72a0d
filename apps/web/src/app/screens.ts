// Which WEB_ROUTES paths have a screen in this build. A path missing here is kept out of the menu and answers 404.
import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';

export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/': lazyScreen(() => import('../features/home/pages/home-page'), 'HomePage'),
  '/profile': lazyScreen(() => import('../features/auth/pages/profile-page'), 'ProfilePage'),
};

export const hasScreen = (path: string): boolean => Object.prototype.hasOwnProperty.call(SCREENS, path);
