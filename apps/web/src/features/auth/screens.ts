// The signed-in user's own profile (the sign-in pages are public routes of the router).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/profile': lazyScreen(() => import('./pages/profile-page'), 'ProfilePage'),
};
