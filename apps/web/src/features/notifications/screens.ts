// The notifications feature's screens (paths of WEB_ROUTES; their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/notifications': lazyScreen(() => import('./pages/notifications-page'), 'NotificationsPage'),
  '/settings/notifications': lazyScreen(() => import('./pages/notification-settings-page'), 'NotificationSettingsPage'),
};
