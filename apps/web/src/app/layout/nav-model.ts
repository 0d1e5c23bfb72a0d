// The sidebar's content: menu routes the user may open and that have a screen, grouped as product-spec §2.
import { hasAnyTag, isStaffAccount, WEB_ROUTES, type RouteGroup, type WebRoute } from '@comptoir/shared';

export const GROUP_ORDER: readonly RouteGroup[] = [
  'home',
  'pos',
  'revenue',
  'stock',
  'billing',
  'online',
  'loyalty',
  'hr',
  'reports',
  'membership',
  'settings',
  'account',
];

export interface NavGroup {
  group: RouteGroup;
  items: WebRoute[];
}

/** A client's own screens (their card, points, online orders) stay out of a staff member's menu, an admin's too. */
export function menuRoutes(userTags: readonly string[], hasScreen: (path: string) => boolean): WebRoute[] {
  const staff = isStaffAccount(userTags);
  return WEB_ROUTES.filter((r) => r.menu && !(staff && r.clientFacing) && hasScreen(r.path) && hasAnyTag(userTags, r.tags));
}

export function buildNavGroups(userTags: readonly string[], hasScreen: (path: string) => boolean): NavGroup[] {
  const routes = menuRoutes(userTags, hasScreen);
  return GROUP_ORDER.map((group) => ({ group, items: routes.filter((r) => (r.group ?? 'home') === group) })).filter(
    (g) => g.items.length > 0,
  );
}
