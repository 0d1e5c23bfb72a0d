// Staff screens (product-spec §2: settings → users).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/users': lazyScreen(() => import('./pages/users-page'), 'UsersPage'),
  '/settings/users/add': lazyScreen(() => import('./pages/user-add-page'), 'UserAddPage'),
  '/settings/users/:id/edit': lazyScreen(() => import('./pages/user-edit-page'), 'UserEditPage'),
  '/settings/users/:id': lazyScreen(() => import('./pages/user-page'), 'UserPage'),
};
