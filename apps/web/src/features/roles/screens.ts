// Role administration screens (product-spec §2: settings → config → roles, gestion_admins).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/config/roles': lazyScreen(() => import('./pages/roles-page'), 'RolesPage'),
};
